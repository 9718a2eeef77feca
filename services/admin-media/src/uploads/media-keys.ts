import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * What a stored media key looks like: a random id, then a srcset width for images, then the
 * extension; or an image's Deep Zoom manifest (`<id>.dzi`) and tiles (`<id>_files/<level>/<x>_<y>.webp`).
 */
export const MEDIA_KEY_PATTERN = new RegExp(
  `^${UUID}(?:-(?:480|960|1600)\\.webp|\\.mp4|\\.webm|\\.dzi|_files/\\d{1,2}/\\d{1,4}_\\d{1,4}\\.webp)$`,
);

/** A Deep Zoom manifest's key, capturing its image's id. */
export const DEEP_ZOOM_MANIFEST_PATTERN = new RegExp(`^(${UUID})\\.dzi$`);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  dzi: 'application/xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The public path of a stored object: the gateway serves /uploads/* from this service. */
export const mediaPath = (key: string) => `/uploads/${key}`;

export const newMediaId = () => randomUUID();

export const imageKey = (id: string, width: number) => `${id}-${width}.webp`;

export const videoKey = (id: string, format: string) => `${id}.${format}`;

/** The Deep Zoom manifest of image `id`: written after its tiles, so a reader that finds it finds them. */
export const deepZoomManifestKey = (id: string) => `${id}.dzi`;

export const deepZoomTileKey = (id: string, level: number, x: number, y: number) =>
  `${id}_files/${level}/${x}_${y}.webp`;

/** Keys are made here only, so the extension always says the type. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
