import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves too little to be worth the header. */
const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<Encoding, 'identity'>;

/**
 * Brotli at quality 9 is close to its best ratio for JSON at a few milliseconds per 40 KB
 * listing; both run off the event loop.
 */
const compressors: Record<Compressed, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes, { level: 9 }),
};

/**
 * One response body, serialised once, with a strong ETag per encoding. A compressed variant
 * is made when a client first asks for it and kept for the next: most clients of one kind
 * ask for one encoding, and a body dropped by a change before anyone asked costs nothing.
 */
export class EncodedBody {
  readonly etags: Record<Encoding, string>;
  private readonly variants = new Map<Compressed, Promise<Buffer>>();
  private variantBytes = 0;
  /** Told how many bytes a variant added, so whoever holds the body can count them. */
  onGrow?: (added: number) => void;

  constructor(
    readonly identity: Buffer,
    /** Whether variants may be made at all (large enough, and kept for more than one answer). */
    readonly compressible: boolean,
  ) {
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    this.etags = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
  }

  /** The identity bytes and the compressed variants made so far. */
  get bytes() {
    return this.identity.length + this.variantBytes;
  }

  /** The bytes in `encoding`, compressed on the first ask and shared by all who wait. */
  encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity' || !this.compressible) return Promise.resolve(this.identity);
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.identity);
      this.variants.set(encoding, variant);
      variant.then(
        (bytes) => {
          this.variantBytes += bytes.length;
          this.onGrow?.(bytes.length);
        },
        () => this.variants.delete(encoding),
      );
    }
    return variant;
  }
}

type EncodeOptions = { compress?: boolean };

/** Serialises as Fastify would (`JSON.stringify`), so the bytes equal an uncached response. */
export function encodeJson(value: unknown, options?: EncodeOptions): EncodedBody {
  return encodeBytes(Buffer.from(JSON.stringify(value)), options);
}

/**
 * Any text body (JSON, HTML, XML); without `compress` (a body used once) it always goes out
 * as it is.
 */
export function encodeBytes(identity: Buffer, { compress = true }: EncodeOptions = {}) {
  return new EncodedBody(identity, compress && identity.length >= COMPRESS_MIN_BYTES);
}

/** The client's preferred encoding among those the body may have: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): Encoding {
  if (!acceptEncoding || !body.compressible) return 'identity';
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
function matchesIfNoneMatch(header: string | undefined, body: EncodedBody) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = Object.values(body.etags);
  return header.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Sends a pre-encoded body with the status already set on `reply`: the client's encoding (made
 * now if nobody asked for it before), its strong ETag, and 304 for a 200 the client holds.
 */
export async function sendEncodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  type: string,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  reply.header('etag', body.etags[encoding]);
  if (body.compressible) reply.header('vary', 'accept-encoding');
  if (reply.statusCode === 200 && matchesIfNoneMatch(request.headers['if-none-match'], body)) {
    return reply.code(304).send();
  }
  reply.type(type);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await body.encoded(encoding));
}
