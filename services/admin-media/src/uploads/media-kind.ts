import { fileTypeFromBuffer } from 'file-type';

/** Bytes looked at to recognise a file (file-type's recommended sample size). */
export const SNIFF_BYTES = 4100;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoFormat = 'mp4' | 'webm';

export type MediaKind =
  | { mediaType: 'image'; format: ImageFormat }
  | { mediaType: 'video'; format: VideoFormat; contentType: string };

// Decided by the file's own bytes (magic numbers), never by its name or declared Content-Type.
const ACCEPTED: Record<string, MediaKind> = {
  'image/jpeg': { mediaType: 'image', format: 'jpeg' },
  'image/png': { mediaType: 'image', format: 'png' },
  'image/gif': { mediaType: 'image', format: 'gif' },
  'image/webp': { mediaType: 'image', format: 'webp' },
  'video/mp4': { mediaType: 'video', format: 'mp4', contentType: 'video/mp4' },
  'video/webm': { mediaType: 'video', format: 'webm', contentType: 'video/webm' },
};

/**
 * What the first bytes of a file say it is, when that is a kind the store accepts: JPEG, PNG, GIF and
 * WebP images, MP4 and WebM videos. SVG and HTML are text without a signature, so they (and every
 * other format) come back undefined and are refused.
 */
export async function recogniseMedia(head: Buffer): Promise<MediaKind | undefined> {
  const found = await fileTypeFromBuffer(head);
  return found ? ACCEPTED[found.mime] : undefined;
}
