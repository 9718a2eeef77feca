import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * Where a service's tables live: the machine's PostgreSQL (cluster, containers) or an embedded
 * PGlite database (all-in-one). Business code never sees the difference: it gets a Prisma client.
 */
export type DatabaseConnection =
  | {
      kind: 'postgres';
      pool: pg.Pool;
      /**
       * false: this process never migrates; it waits until the release's migrate command has
       * brought its schema to its version (prepareSchema). Kubernetes and compose; cluster mode
       * and all-in-one migrate at start.
       */
      migrateOnStart?: boolean;
    }
  | { kind: 'pglite'; db: PGlite };

/**
 * A PostgreSQL pool of at most `maxConnections` (DATABASE_POOL_SIZE in the processes: every
 * replica holds up to that many, so replicas x pool size must fit the server's max_connections;
 * README, "Connection budget").
 */
export function connectPostgres(
  url: string,
  maxConnections = 10,
  options: { migrateOnStart?: boolean } = {},
): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, idleTimeoutMillis: 30_000 });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { kind: 'postgres', pool, migrateOnStart: options.migrateOnStart ?? true };
}

/**
 * Opens (creating if needed) a PGlite database in dataDir, or in memory when dataDir is omitted.
 * A new database starts as a copy of templatePath when given, a data directory made at build time
 * (scripts/build-pglite-template.mjs): PGlite's own initdb takes ~15 s on a small machine, a copy
 * a fraction of a second. Copied as files, on disk: not a tarball (unpacking one took 1-2 s of a
 * first start), nor PGlite's loadDataDir, which unpacks inside PostgreSQL's WebAssembly memory,
 * which never shrinks again, and kept ~75 MB more resident for the life of a store.
 */
export async function openPglite(dataDir?: string, templatePath?: string): Promise<DatabaseConnection> {
  const isNew = dataDir !== undefined && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (dataDir && isNew && templatePath && existsSync(templatePath))
    cpSync(templatePath, dataDir, { recursive: true });
  // Contrib extensions a service's migrations may CREATE (catalog search); PostgreSQL has them from
  // its contrib package, PGlite only when they are handed over at open time.
  const extensions = { unaccent, fuzzystrmatch };
  // PostgreSQL's default 128 MB of shared buffers is all resident in PGlite's WebAssembly memory, for
  // a shop whose tables and indexes are a few megabytes (a buffer miss is a read of the file, from the
  // OS's cache): 8 MB keeps ~120 MB out of the store's RSS (16 MB kept 10 MB more).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];
  // One options object: PGlite.create(undefined, options) would ignore the options (in memory).
  const db = await PGlite.create({ dataDir, extensions, startParams });
  return { kind: 'pglite', db };
}

/** The template's folder name for the installed PGlite (a data directory only fits its own version). */
export function pgliteTemplateName(): string {
  // Resolved through require (not the ES module resolver), so that it also runs in the all-in-one
  // bundle, which is CommonJS (all-in-one/rolldown.config.mjs); both entries sit in PGlite's dist.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = new URL('../package.json', pathToFileURL(entry));
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return `pglite-template-${version}`;
}

/**
 * Limits for every service's transactions. Prisma's defaults (2 s to get a connection, 5 s to run)
 * fail honest requests on a drop-day rush, when many transactions queue on one row's lock or for
 * the pool: a like or a hold then waits its turn instead of answering 500.
 */
export const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 15_000 } as const;

export const prismaAdapterFor = (connection: DatabaseConnection) =>
  connection.kind === 'postgres' ? new PrismaPg(connection.pool) : new PrismaPGlite(connection.db);

export async function pingDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'postgres') await connection.pool.query('SELECT 1');
  else await connection.db.query('SELECT 1');
}

export async function closeDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'postgres') await connection.pool.end();
  else await connection.db.close();
}
