import { envHttpUrl, envLogLevel, envOptional, envPostgresUrl, loadConfig } from '@atelier/platform';
import { z } from 'zod';

/**
 * The backup and restore commands' settings: the store's database, its uploads bucket (the same
 * S3_* settings admin-media reads) and where backups go: BACKUP_BUCKET under BACKUP_PREFIX, on
 * the uploads' S3 endpoint and keys unless BACKUP_S3_* name others (another account is safer: a
 * leaked media key then cannot delete the backups). Restore reads BACKUP_ID, the backup's folder.
 */
const backupEnvSchema = z
  .object({
    DATABASE_URL: envPostgresUrl,
    LOG_LEVEL: envLogLevel,
    S3_ENDPOINT: envHttpUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY: z.string({ error: 'is required' }).min(1),
    S3_SECRET_KEY: z.string({ error: 'is required' }).min(1),
    S3_BUCKET: z.string().min(3).default('atelier-media'),
    BACKUP_BUCKET: z.string({ error: 'is required' }).min(3),
    BACKUP_PREFIX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'must be a folder name (letters, digits, . _ -)')
      .default('atelier'),
    BACKUP_S3_ENDPOINT: envOptional(envHttpUrl),
    BACKUP_S3_REGION: envOptional(z.string()),
    BACKUP_S3_ACCESS_KEY: envOptional(z.string().min(1)),
    BACKUP_S3_SECRET_KEY: envOptional(z.string().min(1)),
    BACKUP_ID: envOptional(
      z.string().regex(/^[0-9T:Z.-]+$/, 'must be a backup folder, e.g. 2026-11-28T03-17-00Z'),
    ),
  })
  .refine((env) => !env.BACKUP_S3_ACCESS_KEY === !env.BACKUP_S3_SECRET_KEY, {
    message: 'BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET_KEY go together',
    path: ['BACKUP_S3_SECRET_KEY'],
  });

export type BackupEnv = z.infer<typeof backupEnvSchema>;

export const loadBackupEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('backup', backupEnvSchema, env);

/** An S3 endpoint with its keys. */
export interface S3Location {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export const uploadsLocation = (env: BackupEnv): S3Location => ({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION,
  accessKey: env.S3_ACCESS_KEY,
  secretKey: env.S3_SECRET_KEY,
  bucket: env.S3_BUCKET,
});

export const backupLocation = (env: BackupEnv): S3Location => ({
  endpoint: env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT,
  region: env.BACKUP_S3_REGION ?? env.S3_REGION,
  accessKey: env.BACKUP_S3_ACCESS_KEY ?? env.S3_ACCESS_KEY,
  secretKey: env.BACKUP_S3_SECRET_KEY ?? env.S3_SECRET_KEY,
  bucket: env.BACKUP_BUCKET,
});
