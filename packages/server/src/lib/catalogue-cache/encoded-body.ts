import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves too little to be worth the header. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON response, serialised once, with its compressed variants and strong ETags. */
export type EncodedBody = {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** ETag per variant: a strong validator names one exact byte sequence. */
  etags: Record<Encoding, string>;
  bytes: number;
};

/**
 * Serialises as Fastify would (`JSON.stringify`, so the bytes equal an uncached response),
 * then compresses off the event loop. Brotli at quality 9 is close to its best ratio for JSON
 * at a few milliseconds per 40 KB listing.
 */
type EncodeOptions = { compress?: boolean };

export async function encodeJson(value: unknown, options?: EncodeOptions): Promise<EncodedBody> {
  return encodeBytes(Buffer.from(JSON.stringify(value)), options);
}

/**
 * Any text body (JSON, HTML, XML) with its compressed variants and strong ETags; without
 * `compress` (a body used once) it goes out as it is.
 */
export async function encodeBytes(
  identity: Buffer,
  { compress = true }: EncodeOptions = {},
): Promise<EncodedBody> {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  if (!compress || identity.length < COMPRESS_MIN_BYTES) {
    return { identity, etags, bytes: identity.length };
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, etags, bytes: identity.length + br.length + gz.length };
}

/** The client's preferred encoding among those we hold: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): Encoding {
  if (!acceptEncoding || !body.br) return 'identity';
  const accepted = parseAcceptEncoding(acceptEncoding);
  if (accepts(accepted, 'br')) return 'br';
  if (accepts(accepted, 'gzip')) return 'gzip';
  return 'identity';
}

function parseAcceptEncoding(header: string) {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return weights;
}

function accepts(weights: Map<string, number>, encoding: string) {
  const q = weights.get(encoding) ?? weights.get('*') ?? 0;
  return q > 0;
}

/** Whether If-None-Match names this body (in any of its encodings; `*` names any). */
export function matchesIfNoneMatch(header: string | undefined, body: EncodedBody) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = Object.values(body.etags);
  return header.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
}
