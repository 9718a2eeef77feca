import { resolve } from 'node:path';
import {
  envBoolean,
  envByteSize,
  envHttpUrl,
  envOptional,
  loadConfig,
  serviceEnvFields,
} from '@atelier/platform';
import { z } from 'zod';

/**
 * Where uploaded media is kept, shared by the service's own process and all-in-one: a local folder
 * (MEDIA_DIR) or S3-compatible object storage (MinIO in containers).
 */
export const mediaStorageSettingsSchema = z.object({
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  MEDIA_DIR: z
    .string()
    .default('.data/uploads')
    .transform((dir) => resolve(dir)),
  /** S3 endpoint, e.g. http://minio:9000 (path-style requests, as MinIO and s3rver expect). */
  S3_ENDPOINT: envOptional(envHttpUrl),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .default('atelier-media'),
  S3_REGION: z.string().default('us-east-1'),
  /** Largest video upload in bytes (images: 10 MB); the gateway's /api/upload limit bounds it too. */
  UPLOAD_VIDEO_MAX_BYTES: envByteSize(100 * 1024 * 1024),
});

export type MediaStorageSettings = z.infer<typeof mediaStorageSettingsSchema>;

/** S3 storage needs its endpoint and keys (a superRefine, so they are named in one error with the rest). */
export function checkS3Settings(
  env: Pick<MediaStorageSettings, 'MEDIA_STORAGE' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY'>,
  ctx: z.RefinementCtx,
): void {
  if (env.MEDIA_STORAGE !== 's3') return;
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const)
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when MEDIA_STORAGE=s3' });
}

/** Environment of the admin-media service when it runs as its own process (cluster, containers). */
const adminMediaEnvSchema = mediaStorageSettingsSchema.extend({
  ...serviceEnvFields(3104),
  /** Give a brand-new database the demo hero media (npm run start:cluster turns this on). */
  SEED_DEMO_DATA: envBoolean(false),
});

export const loadAdminMediaEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('admin-media', adminMediaEnvSchema.superRefine(checkS3Settings), env);
