import { randomUUID } from 'node:crypto';

/** What a stored media key looks like: a random id, then a srcset width for images, then the extension. */
export const MEDIA_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-(?:480|960|1600)\.webp|\.mp4|\.webm)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The public path of a stored object: the gateway serves /uploads/* from this service. */
export const mediaPath = (key: string) => `/uploads/${key}`;

export const newMediaId = () => randomUUID();

export const imageKey = (id: string, width: number) => `${id}-${width}.webp`;

export const videoKey = (id: string, format: string) => `${id}.${format}`;

/** Keys are made here only, so the extension always says the type. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
