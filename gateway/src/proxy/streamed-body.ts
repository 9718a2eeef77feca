import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Passes bytes through until more than `limit` have gone by, then fails with a 413. */
export class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      return done(tooLarge(this.limit));
    }
    done(null, chunk);
  }
}

const tooLarge = (limit: number) =>
  new PayloadTooLargeException(`Request body is larger than ${Math.floor(limit / (1024 * 1024))} MB`);

/**
 * A content-type parser for routes whose body streams to the service (uploads): the body becomes a
 * stream that reply-from pipes upstream as it arrives, so a large file is never held at the edge. A
 * declared Content-Length over the route's limit is a 413 before a byte is read; a chunked body
 * that grows past it is cut off (ByteLimit) and answered 413 by the proxy.
 */
export function streamedBodyParser(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: unknown) => void,
) {
  const limit = req.routeOptions.bodyLimit ?? 0;
  if (Number(req.headers['content-length'] ?? 0) > limit) return done(tooLarge(limit));
  const limited = new ByteLimit(limit);
  // pipeline, not pipe: a client that goes away mid-upload also ends the stream sent upstream.
  pipeline(payload, limited, () => undefined);
  done(null, limited);
}
