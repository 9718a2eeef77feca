import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deepZoomManifestKey, deepZoomTileKey } from './media-keys.js';

/** Tiles of 510 px plus a pixel of overlap each side: 512 px images, ~4x fewer objects than 254 px. */
const TILE_SIZE = 510;
const TILE_OVERLAP = 1;
const WEBP_QUALITY = 80;
/** Same ceiling as the variants (about 7,000 × 7,000): refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface DeepZoomObject {
  key: string;
  data: Buffer;
  contentType: string;
}

/**
 * A Deep Zoom (DZI) pyramid of an image at its full resolution, made by sharp (libvips' dzsave):
 * the tiles, then the manifest last, as storage keys under the image's id. The web's viewer
 * (OpenSeadragon) reads `/uploads/<id>.dzi` and the tiles beside it (`<id>_files/<level>/<x>_<y>.webp`).
 * Animated images (GIF, WebP with frames) have none: a zoomed still of one frame says nothing.
 */
export async function renderDeepZoom(id: string, source: Buffer): Promise<DeepZoomObject[] | null> {
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if ((metadata.pages ?? 1) > 1) return null;
  const dir = await mkdtemp(join(tmpdir(), 'atelier-dz-'));
  try {
    await sharp(source, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .webp({ quality: WEBP_QUALITY })
      .tile({ size: TILE_SIZE, overlap: TILE_OVERLAP, layout: 'dz' })
      .toFile(join(dir, 'image.dz'));
    const tiles: DeepZoomObject[] = [];
    const files = join(dir, 'image_files');
    for (const level of await readdir(files)) {
      if (!/^\d{1,2}$/.test(level)) continue; // libvips' vips-properties.xml
      for (const tile of await readdir(join(files, level))) {
        const match = /^(\d+)_(\d+)\.webp$/.exec(tile);
        if (!match) continue;
        tiles.push({
          key: deepZoomTileKey(id, Number(level), Number(match[1]), Number(match[2])),
          data: await readFile(join(files, level, tile)),
          contentType: 'image/webp',
        });
      }
    }
    const manifest = await readFile(join(dir, 'image.dzi'));
    return [...tiles, { key: deepZoomManifestKey(id), data: manifest, contentType: 'application/xml' }];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
