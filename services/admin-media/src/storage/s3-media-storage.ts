import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { MediaStorage, StoredMedia } from './media-storage.js';

export interface S3StorageOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

const MISSING_OBJECT_CODES = new Set(['NoSuchKey', 'NotFound']);

/**
 * Media in S3-compatible object storage through the MinIO SDK (MinIO in containers, AWS S3, s3rver in
 * tests). Path-style requests work with all three. The bucket is created on start when missing; the
 * objects stay private and are served through this service, so the gateway controls their headers.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: Client;

  constructor(private readonly options: S3StorageOptions) {
    const url = new URL(options.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      pathStyle: true,
    });
  }

  async prepare(): Promise<void> {
    if (await this.client.bucketExists(this.options.bucket)) return;
    try {
      await this.client.makeBucket(this.options.bucket, this.options.region);
    } catch (error) {
      // Another instance starting at the same moment made it first.
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async put(key: string, body: Buffer | Readable, bytes: number, contentType: string): Promise<void> {
    await this.client.putObject(this.options.bucket, key, body, bytes, { 'Content-Type': contentType });
  }

  async find(key: string): Promise<StoredMedia | null> {
    try {
      const stat = await this.client.statObject(this.options.bucket, key);
      return {
        bytes: stat.size,
        open: (range) =>
          range
            ? this.client.getPartialObject(this.options.bucket, key, range.start, range.end - range.start + 1)
            : this.client.getObject(this.options.bucket, key),
      };
    } catch (error) {
      if (MISSING_OBJECT_CODES.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.options.bucket, keys);
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.options.bucket);
  }
}
