import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { withSqlSession, type DatabaseConnection } from '@atelier/platform';
import type { Logger } from 'pino';
import { type Bucket, measured } from './object-store.js';
import { dumpSchema, restoreSchema } from './postgres-tools.js';

/**
 * What a backup holds, written last (a folder without it is an unfinished backup): each schema's
 * dump and each upload, with their sizes and SHA-256, and the extensions the schemas use (made
 * before a restore: they live outside the dumped schemas, in `public`).
 */
export interface BackupManifest {
  format: 1;
  id: string;
  createdAt: string;
  extensions: Array<{ name: string; schema: string }>;
  schemas: Array<{ schema: string; key: string; bytes: number; sha256: string }>;
  uploads: Array<{ key: string; bytes: number; sha256: string }>;
}

export interface BackupTargets {
  databaseUrl: string;
  /** An open connection to the same database (extensions, emptiness checks). */
  database: DatabaseConnection;
  schemas: string[];
  uploads: Bucket;
  backups: Bucket;
  prefix: string;
  logger: Logger;
}

/** A backup's folder name: its UTC start, e.g. 2026-11-28T03-17-00Z (sorts by time). */
export const backupId = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

const folder = (prefix: string, id: string) => `${prefix}/${id}`;

/** Dumps every schema and copies every upload into `<prefix>/<id>/`, then writes the manifest. */
export async function backupStore(targets: BackupTargets, at = new Date()): Promise<BackupManifest> {
  const { databaseUrl, database, schemas, uploads, backups, prefix, logger } = targets;
  const id = backupId(at);
  const base = folder(prefix, id);
  await backups.ensureExists();
  const work = await mkdtemp(join(tmpdir(), 'atelier-backup-'));
  try {
    const manifest: BackupManifest = {
      format: 1,
      id,
      createdAt: at.toISOString(),
      extensions: await withSqlSession(database, (session) =>
        session.query<{ name: string; schema: string }>(
          `SELECT e.extname AS name, n.nspname AS schema FROM pg_extension e
           JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname <> 'plpgsql' ORDER BY 1`,
        ),
      ),
      schemas: [],
      uploads: [],
    };
    for (const schema of schemas) {
      const file = join(work, `${schema}.dump`);
      await dumpSchema(databaseUrl, schema, file);
      const { size: bytes } = await stat(file);
      const { stream, done } = measured(createReadStream(file));
      const key = `${base}/${schema}.dump`;
      await backups.write(key, stream, bytes);
      manifest.schemas.push({ schema, key, ...(await done) });
      logger.info({ schema, bytes }, 'schema backed up');
      await rm(file);
    }
    for (const entry of await uploads.list()) {
      const { stream, done } = measured(await uploads.read(entry.key));
      await backups.write(`${base}/uploads/${entry.key}`, stream, entry.bytes);
      manifest.uploads.push({ key: entry.key, ...(await done) });
    }
    logger.info({ uploads: manifest.uploads.length }, 'uploads backed up');
    const body = Buffer.from(JSON.stringify(manifest, null, 2));
    await backups.write(`${base}/manifest.json`, body, body.length);
    logger.info({ backup: base }, 'backup complete');
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(backups: Bucket, prefix: string, id: string): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  let stream;
  try {
    stream = await backups.read(`${folder(prefix, id)}/manifest.json`);
  } catch {
    throw new Error(`no backup ${folder(prefix, id)} (or it never finished: it has no manifest.json)`);
  }
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`backup ${id}: unknown format ${String(manifest.format)}`);
  return manifest;
}

/** The ids of the finished backups under `prefix`, oldest first. */
export async function listBackups(backups: Bucket, prefix: string): Promise<string[]> {
  const manifests = (await backups.list(`${prefix}/`)).filter((e) => e.key.endsWith('/manifest.json'));
  return manifests.map((e) => e.key.slice(prefix.length + 1, -'/manifest.json'.length)).sort();
}

/**
 * Restores backup `id` into an empty database and an empty uploads bucket: refuses (before
 * changing anything) when a schema of the backup already exists or the bucket holds objects;
 * checks each file against the manifest before it is used.
 */
export async function restoreStore(
  targets: Omit<BackupTargets, 'schemas'>,
  id: string,
): Promise<BackupManifest> {
  const { database, uploads, backups, prefix, logger } = targets;
  const manifest = await readManifest(backups, prefix, id);
  const present = await withSqlSession(database, (session) =>
    session.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname = ANY($1::text[])`, [
      manifest.schemas.map((s) => s.schema),
    ]),
  );
  if (present.length > 0)
    throw new Error(
      `the database already has schema(s) ${present.map((r) => r.nspname).join(', ')}: restore into an empty database`,
    );
  await uploads.ensureExists();
  if ((await uploads.list()).length > 0)
    throw new Error(`bucket ${uploads.name} is not empty: restore into an empty bucket`);

  const work = await mkdtemp(join(tmpdir(), 'atelier-restore-'));
  try {
    // Verified before anything is restored: a damaged backup changes nothing.
    const files: string[] = [];
    for (const dump of manifest.schemas) {
      const file = join(work, `${dump.schema}.dump`);
      const { stream, done } = measured(await backups.read(dump.key));
      await pipeline(stream, createWriteStream(file));
      const got = await done;
      if (got.sha256 !== dump.sha256 || got.bytes !== dump.bytes)
        throw new Error(`backup ${id}: ${dump.key} does not match its manifest (damaged or changed)`);
      files.push(file);
    }
    await withSqlSession(database, async (session) => {
      for (const extension of manifest.extensions)
        await session.exec(
          `CREATE EXTENSION IF NOT EXISTS "${extension.name}" WITH SCHEMA "${extension.schema}"`,
        );
    });
    for (const [i, file] of files.entries()) {
      await restoreSchema(database, file, `${file}.sql`);
      logger.info({ schema: manifest.schemas[i].schema }, 'schema restored');
    }
    for (const upload of manifest.uploads) {
      const { stream, done } = measured(await backups.read(`${folder(prefix, id)}/uploads/${upload.key}`));
      await uploads.write(upload.key, stream, upload.bytes);
      const got = await done;
      if (got.sha256 !== upload.sha256) {
        await uploads.remove(upload.key);
        throw new Error(
          `backup ${id}: upload ${upload.key} does not match its manifest (damaged or changed)`,
        );
      }
    }
    logger.info({ backup: folder(prefix, id), uploads: manifest.uploads.length }, 'restore complete');
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
