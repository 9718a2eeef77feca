import type { Request } from 'express';

/** Reads the raw request body, refusing (without buffering further) anything over the limit. */
export async function readBody(req: Request, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      return 'too-large';
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
