// Writes brotli (.br) and gzip (.gz) copies beside the web build's hashed assets, at the
// highest settings, once per build; the server's static files plugin sends them to browsers
// that accept them, so scripts and styles cost no compression work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = path.join(import.meta.dirname, '..', 'packages', 'web', 'dist', 'assets');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.wasm']);
const MIN_BYTES = 1024;

let written = 0;
for (const name of readdirSync(assetsDir, { recursive: true })) {
  const file = path.join(assetsDir, String(name));
  if (!COMPRESSIBLE.has(path.extname(file)) || !statSync(file).isFile()) continue;
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  written++;
}
console.log(`Pre-compressed ${written} web assets (brotli and gzip).`);
