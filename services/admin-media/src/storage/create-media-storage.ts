import type { MediaStorageSettings } from '../config.js';
import { LocalMediaStorage } from './local-media-storage.js';
import type { MediaStorage } from './media-storage.js';

/**
 * The storage adapter the configuration names (checked at start-up: S3 settings are present when
 * chosen). The S3 client (minio, ~7 MB of heap) is loaded only by a store that stores in S3.
 */
export async function createMediaStorage(settings: MediaStorageSettings): Promise<MediaStorage> {
  if (settings.MEDIA_STORAGE === 'local') return new LocalMediaStorage(settings.MEDIA_DIR);
  const { S3MediaStorage } = await import('./s3-media-storage.js');
  return new S3MediaStorage({
    endpoint: settings.S3_ENDPOINT ?? '',
    accessKey: settings.S3_ACCESS_KEY ?? '',
    secretKey: settings.S3_SECRET_KEY ?? '',
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
  });
}
