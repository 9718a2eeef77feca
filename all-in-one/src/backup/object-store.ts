import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { Client } from 'minio';
import type { S3Location } from './backup-config.js';

/** One object of a bucket, as a listing gives it. */
export interface ObjectEntry {
  key: string;
  bytes: number;
}

/** A stream's bytes, counted and hashed as they pass (the manifest's size and SHA-256). */
export function measured(source: Readable): {
  stream: PassThrough;
  done: Promise<{ bytes: number; sha256: string }>;
} {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new PassThrough();
  const done = new Promise<{ bytes: number; sha256: string }>((resolve, reject) => {
    source.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
    });
    source.on('error', (error) => {
      stream.destroy(error);
      reject(error);
    });
    source.on('end', () => resolve({ bytes, sha256: hash.digest('hex') }));
  });
  source.pipe(stream);
  return { stream, done };
}

/**
 * A bucket through the MinIO SDK (the client admin-media stores uploads with): MinIO, AWS S3 and
 * s3rver, path-style.
 */
export class Bucket {
  private readonly client: Client;
  private readonly region: string;
  readonly name: string;

  constructor(location: S3Location) {
    const url = new URL(location.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: location.accessKey,
      secretKey: location.secretKey,
      region: location.region,
      pathStyle: true,
    });
    this.name = location.bucket;
    this.region = location.region;
  }

  async ensureExists(): Promise<void> {
    if (await this.client.bucketExists(this.name)) return;
    await this.client.makeBucket(this.name, this.region);
  }

  exists(): Promise<boolean> {
    return this.client.bucketExists(this.name);
  }

  /** Every object under `prefix` ('' for all), oldest listing order. */
  async list(prefix = ''): Promise<ObjectEntry[]> {
    const entries: ObjectEntry[] = [];
    for await (const item of this.client.listObjectsV2(this.name, prefix, true) as AsyncIterable<{
      name?: string;
      size: number;
    }>)
      if (item.name) entries.push({ key: item.name, bytes: item.size });
    return entries;
  }

  read(key: string): Promise<Readable> {
    return this.client.getObject(this.name, key);
  }

  async write(key: string, body: Readable | Buffer, bytes: number): Promise<void> {
    await this.client.putObject(this.name, key, body, bytes);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.name, key);
  }
}
