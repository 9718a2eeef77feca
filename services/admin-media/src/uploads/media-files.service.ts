import type { Readable } from 'node:stream';
import { Inject, Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import { CACHE_CONTROL } from '@atelier/platform';
import { MEDIA_STORAGE } from '../media-tokens.js';
import type { ByteRange, MediaStorage } from '../storage/media-storage.js';
import { DeepZoomStore } from './deep-zoom-store.js';
import { contentTypeOf, DEEP_ZOOM_MANIFEST_PATTERN, MEDIA_KEY_PATTERN } from './media-keys.js';

export interface MediaAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

/**
 * Answers for stored media: the bytes with their type and a year-long immutable cache, a 304 for a
 * matching If-None-Match, one byte range for a Range header (video players and Safari seek with
 * them), 416 for a range outside the file, and null (404) for an unknown or malformed key.
 */
@Injectable()
export class MediaFilesService {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Optional() private readonly deepZoom?: DeepZoomStore,
  ) {}

  async answer(key: string, range: string | undefined, ifNoneMatch: string | undefined) {
    if (!MEDIA_KEY_PATTERN.test(key)) return null;
    const stored = (await this.storage.find(key).catch(storageDown)) ?? (await this.madeLazily(key));
    if (!stored) return null;
    // The key names one immutable object, so it serves as its strong validator.
    const etag = `"${key}"`;
    const headers: Record<string, string> = {
      etag,
      'cache-control': CACHE_CONTROL.immutableAsset,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      // Opened directly, an uploaded file runs nothing and reaches nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    };
    if (ifNoneMatch === etag) return { status: 304, headers } satisfies MediaAnswer;
    headers['content-type'] = contentTypeOf(key);
    const wanted = range === undefined ? undefined : parseRange(range, stored.bytes);
    if (wanted === 'unsatisfiable')
      return {
        status: 416,
        headers: { ...headers, 'content-range': `bytes */${stored.bytes}` },
      } satisfies MediaAnswer;
    if (!wanted)
      return {
        status: 200,
        headers: { ...headers, 'content-length': String(stored.bytes) },
        body: await stored.open().catch(storageDown),
      } satisfies MediaAnswer;
    return {
      status: 206,
      headers: {
        ...headers,
        'content-length': String(wanted.end - wanted.start + 1),
        'content-range': `bytes ${wanted.start}-${wanted.end}/${stored.bytes}`,
      },
      body: await stored.open(wanted).catch(storageDown),
    } satisfies MediaAnswer;
  }

  /** A Deep Zoom manifest not made yet: made now from the image's largest rendition, if it is an image. */
  private async madeLazily(key: string) {
    const id = DEEP_ZOOM_MANIFEST_PATTERN.exec(key)?.[1];
    if (!id || !this.deepZoom) return null;
    const made = await this.deepZoom.fromRendition(id).catch(storageDown);
    return made ? this.storage.find(key).catch(storageDown) : null;
  }
}

const storageDown = (): never => {
  throw new ServiceUnavailableException('Media storage is unavailable. Try again shortly.');
};

/**
 * One `bytes=` range (RFC 9110 14.1.2): `a-b`, `a-` or the suffix `-n`. Several ranges or another
 * unit are ignored (the whole file is sent, as the RFC allows); a range past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
