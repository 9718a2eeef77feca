import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage, StoredMedia } from './media-storage.js';

/**
 * Media in a folder on this machine (all-in-one's default, under DATA_DIR). Each file is written
 * under a temporary name and renamed into place, so a reader never sees half a file and a failed
 * write leaves nothing behind.
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async put(key: string, body: Buffer | Readable, _bytes: number, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const partial = `${target}.${randomUUID()}.partial`;
    // A Deep Zoom tile's key has folders (`<id>_files/<level>/`).
    if (key.includes('/')) await mkdir(dirname(target), { recursive: true });
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async find(key: string): Promise<StoredMedia | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return {
      bytes: info.size,
      open: async (range) => createReadStream(path, range ?? {}),
    };
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async ping(): Promise<void> {
    await access(this.dir);
  }

  // Keys are checked by the callers (mediaKeyPattern); join never leaves the folder for such a key.
  private pathOf(key: string): string {
    return join(this.dir, key);
  }
}
