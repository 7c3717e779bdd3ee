// Bundles the server (and the shared package it imports from source) into dist/;
// packages from node_modules stay external and load at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/migrate-cli.ts', 'src/backup-cli.ts', 'src/restore-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules imported with import() (a database driver, PDF and mail libraries) become chunks
  // of their own, loaded when first used rather than at start.
  splitting: true,
  sourcemap: true,
  packages: 'external',
  // @shop/shared is TypeScript source: bundle it rather than leave it external.
  alias: { '@shop/shared': '../shared/src/index.ts' },
  logLevel: 'warning',
});
