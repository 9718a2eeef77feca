import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredMedia {
  /** The object's total size in bytes. */
  bytes: number;
  /** Opens the object's bytes, or one range of them. */
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * Where uploaded media lives: S3-compatible object storage (MinIO, AWS) or a local folder. Keys are
 * made by the upload service (a random id, a width, an extension) and never reused, so an object is
 * written once and never changes.
 */
export interface MediaStorage {
  /** Creates the bucket or folder when it does not exist yet. */
  prepare(): Promise<void>;
  /** Stores bytes (a buffer, or a stream of exactly `bytes` bytes) under a new key. */
  put(key: string, body: Buffer | Readable, bytes: number, contentType: string): Promise<void>;
  /** The stored object, or null when there is none under that key. */
  find(key: string): Promise<StoredMedia | null>;
  /** Removes objects; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /** Readiness: the storage answers. */
  ping(): Promise<void>;
}
