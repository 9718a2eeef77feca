import { Inject, Injectable, Logger } from '@nestjs/common';
import { MEDIA_STORAGE } from '../media-tokens.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { type DeepZoomObject, renderDeepZoom } from './deep-zoom.js';
import { imageKey } from './media-keys.js';

/** Objects written at once: enough to hide an object store's round trips, few enough for 2 cores. */
const PARALLEL_WRITES = 8;

/**
 * Deep Zoom pyramids in the media storage. An upload's are made from the uploaded file itself (its
 * full resolution) and stored with it. Images uploaded before deep zoom existed kept no original,
 * only their WebP renditions, so theirs are made when first asked for, from the largest rendition
 * (1600 px): lazily rather than by a backfill job, because such a pyramid holds no more detail than
 * the rendition it comes from, and only pieces someone studies need one. One is made at a time in
 * this process, each image once (later readers wait for it): a crawler asking for every manifest
 * costs one 1600 px tiling per image, ever.
 */
@Injectable()
export class DeepZoomStore {
  private readonly logger = new Logger(DeepZoomStore.name);
  private readonly making = new Map<string, Promise<boolean>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  /** Stores every object, the manifest last; on a failure removes what was written and rethrows. */
  async store(objects: DeepZoomObject[]): Promise<void> {
    const written: string[] = [];
    try {
      const manifest = objects.at(-1);
      const tiles = objects.slice(0, -1);
      for (let start = 0; start < tiles.length; start += PARALLEL_WRITES)
        await Promise.all(
          tiles.slice(start, start + PARALLEL_WRITES).map(async (tile) => {
            written.push(tile.key);
            await this.storage.put(tile.key, tile.data, tile.data.length, tile.contentType);
          }),
        );
      if (manifest) {
        written.push(manifest.key);
        await this.storage.put(manifest.key, manifest.data, manifest.data.length, manifest.contentType);
      }
    } catch (error) {
      await this.storage.remove(written).catch(() => undefined);
      throw error;
    }
  }

  /** Makes image `id`'s pyramid from its largest rendition, unless it has none; true once it exists. */
  fromRendition(id: string): Promise<boolean> {
    const running = this.making.get(id);
    if (running) return running;
    const made: Promise<boolean> = this.queue.catch(() => undefined).then(() => this.make(id));
    this.queue = made;
    const forget = () => void this.making.delete(id);
    made.then(forget, forget);
    this.making.set(id, made);
    return made;
  }

  private async make(id: string): Promise<boolean> {
    const rendition = await this.storage.find(imageKey(id, 1600));
    if (!rendition) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of await rendition.open()) chunks.push(chunk as Buffer);
    const objects = await renderDeepZoom(id, Buffer.concat(chunks)).catch((error: Error) => {
      this.logger.warn(`no deep zoom for ${id}: ${error.message}`);
      return null;
    });
    if (!objects) return false;
    await this.store(objects);
    this.logger.log(`deep zoom of ${id} made from its 1600 px rendition (${objects.length - 1} tiles)`);
    return true;
  }
}
