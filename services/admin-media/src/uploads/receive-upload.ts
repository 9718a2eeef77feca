import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { type ImageFormat, recogniseMedia, SNIFF_BYTES, type VideoFormat } from './media-kind.js';

export interface UploadLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
}

/** An upload read whole and checked: an image in memory (for sharp), a video in a temporary file. */
export type ReceivedUpload =
  | { mediaType: 'image'; format: ImageFormat; data: Buffer }
  | {
      mediaType: 'video';
      format: VideoFormat;
      contentType: string;
      path: string;
      bytes: number;
      discard(): Promise<void>;
    };

const mib = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Reads one uploaded file stream. Its kind is decided from its first bytes (415 unless it is an
 * accepted image or video); the limit of that kind applies while reading (413, nothing stored: the
 * rest is read and dropped so the client gets the answer). An image is held once in memory, a video
 * goes to a temporary file, so neither is held whole twice.
 */
export async function receiveUpload(file: Readable & { truncated?: boolean }, limits: UploadLimits) {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) throw new BadRequestException('The uploaded file is empty');
  const first = Buffer.concat(head);
  const kind = await recogniseMedia(first);
  if (!kind) {
    await drain(chunks);
    throw new UnsupportedMediaTypeException(
      'Unsupported file type: upload a JPEG, PNG, GIF or WebP image, or an MP4 or WebM video',
    );
  }
  if (kind.mediaType === 'image') {
    const parts: Buffer[] = [first];
    let total = first.length;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      total += next.value.length;
      if (total > limits.imageMaxBytes) {
        await drain(chunks);
        throw new PayloadTooLargeException(`Images may be at most ${mib(limits.imageMaxBytes)}`);
      }
      parts.push(next.value);
    }
    checkNotCutShort(file, 'Images', limits.imageMaxBytes);
    return { mediaType: 'image', format: kind.format, data: Buffer.concat(parts) } satisfies ReceivedUpload;
  }
  return spoolVideo(file, chunks, first, kind, limits.videoMaxBytes);
}

async function spoolVideo(
  file: Readable & { truncated?: boolean },
  chunks: AsyncIterator<Buffer>,
  first: Buffer,
  kind: { format: VideoFormat; contentType: string },
  maxBytes: number,
): Promise<ReceivedUpload> {
  const path = join(tmpdir(), `atelier-upload-${randomUUID()}.${kind.format}`);
  const discard = () => rm(path, { force: true });
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    let total = 0;
    for (let chunk: Buffer | undefined = first; chunk;) {
      total += chunk.length;
      if (total > maxBytes) {
        await drain(chunks);
        throw new PayloadTooLargeException(`Videos may be at most ${mib(maxBytes)}`);
      }
      if (!out.write(chunk)) await once(out, 'drain');
      const next = await chunks.next();
      chunk = next.done ? undefined : next.value;
    }
    checkNotCutShort(file, 'Videos', maxBytes);
    out.end();
    await once(out, 'finish');
    return {
      mediaType: 'video',
      format: kind.format,
      contentType: kind.contentType,
      path,
      bytes: total,
      discard,
    };
  } catch (error) {
    out.destroy();
    await discard();
    throw error;
  }
}

/** The multipart parser stops a file at its own limit and marks it truncated: that is too large too. */
function checkNotCutShort(file: { truncated?: boolean }, what: string, maxBytes: number) {
  if (file.truncated) throw new PayloadTooLargeException(`${what} may be at most ${mib(maxBytes)}`);
}

async function drain(chunks: AsyncIterator<Buffer>) {
  for (let next = await chunks.next(); !next.done; next = await chunks.next());
}
