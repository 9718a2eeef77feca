import type { MediaStorageSettings } from '../config.js';
import { LocalMediaStorage } from './local-media-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

/** The storage adapter the configuration names (checked at start-up: S3 settings are present when chosen). */
export function createMediaStorage(settings: MediaStorageSettings): MediaStorage {
  if (settings.MEDIA_STORAGE === 'local') return new LocalMediaStorage(settings.MEDIA_DIR);
  return new S3MediaStorage({
    endpoint: settings.S3_ENDPOINT ?? '',
    accessKey: settings.S3_ACCESS_KEY ?? '',
    secretKey: settings.S3_SECRET_KEY ?? '',
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
  });
}
