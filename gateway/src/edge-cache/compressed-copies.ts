import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed copy saves too little to be worth a header (@fastify/compress's threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /json|^text\//i;

/**
 * Brotli and gzip copies of the edge cache's bodies, made once per entry on its first hit that asks
 * for them, so a warm public read is not compressed again on every request (@fastify/compress would).
 * Keyed by the entry's body Buffer, which the cache hands out as is on every hit: a copy lives
 * exactly as long as its entry and is smaller than it, so memory stays within a small multiple of
 * EDGE_CACHE_MAX_BYTES. Brotli at quality 4, as @fastify/compress does: 11 would cost milliseconds.
 */
export class CompressedCopies {
  private readonly copies = new WeakMap<Buffer, Partial<Record<ContentCoding, Buffer>>>();

  /** The body in the best coding the client accepts, or undefined to send it as it is. */
  encode(
    body: Buffer,
    contentType: string,
    acceptEncoding: string | undefined,
  ): { coding: ContentCoding; bytes: Buffer } | undefined {
    if (!acceptEncoding || body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
    const coding = preferredCoding(acceptEncoding);
    if (!coding) return undefined;
    let entry = this.copies.get(body);
    if (!entry) this.copies.set(body, (entry = {}));
    const bytes = (entry[coding] ??= compress(coding, body));
    return { coding, bytes };
  }
}

const compress = (coding: ContentCoding, body: Buffer) =>
  coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body, { level: 6 });

// The Accept-Encoding parser @fastify/compress itself uses; br first: preferred on a tie.
const negotiator = new Negotiator<ContentCoding>({ supportedValues: ['br', 'gzip'] });

/** br or gzip, whichever the Accept-Encoding list weights higher (br on a tie), if any has q > 0. */
export function preferredCoding(acceptEncoding: string): ContentCoding | undefined {
  return negotiator.negotiate(acceptEncoding.toLowerCase()) ?? undefined;
}
