import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { DatabaseConnection } from './database-connection.js';
import { type PlatformMigrationSet, platformMigrationSets } from './platform-migrations.js';
import { withSqlSession } from './sql-session.js';

// The advisory lock key Prisma Migrate itself takes, so our runner and Prisma never migrate at once.
const PRISMA_MIGRATE_LOCK = 72707369;

/** How long one migration waits for a table's lock before it gives up (and is tried again). */
export const MIGRATION_LOCK_TIMEOUT = '5s';
/** Tries of a migration that timed out on a lock, before the migrate command fails. */
const LOCK_TIMEOUT_TRIES = 5;
/** PostgreSQL's lock_not_available: lock_timeout expired. */
const LOCK_NOT_AVAILABLE = '55P03';

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Lists the platform migration sets a service's schema includes, e.g. `["events"]`. */
export const PLATFORM_MIGRATIONS_FILE = 'platform-migrations.json';

/**
 * Reads `<dir>/<timestamp>_<name>/migration.sql` folders in Prisma's layout, plus the platform
 * migrations the folder's platform-migrations.json asks for, oldest first by name.
 */
export function readMigrations(migrationsDir: string): MigrationFile[] {
  const own = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => ({
      name: entry.name,
      sql: readFileSync(join(migrationsDir, entry.name, 'migration.sql'), 'utf8'),
    }));
  const platform = platformSetsFor(migrationsDir).flatMap((set) => platformMigrationSets[set]);
  return [...own, ...platform]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, sql }) => ({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') }));
}

function platformSetsFor(migrationsDir: string): PlatformMigrationSet[] {
  const file = join(migrationsDir, PLATFORM_MIGRATIONS_FILE);
  if (!existsSync(file)) return [];
  const sets: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(sets) || !sets.every((set) => typeof set === 'string' && set in platformMigrationSets))
    throw new Error(
      `${file} must list platform migration sets, out of: ${Object.keys(platformMigrationSets).join(', ')}`,
    );
  return sets as PlatformMigrationSet[];
}

/**
 * Marks a schema its migrations created from nothing (a brand-new store) until a service start
 * claims it. The mark outlives the migrating process, so a store still counts as new at its first
 * start when a release's migrate command (all-in-one/src/migrate.ts) created the schema before it.
 */
const firstStartTable = (schema: string) => `"${schema}"."_atelier_first_start"`;

/**
 * True exactly once per new store (the schema was created by runMigrations, here or in another
 * process, and no start has claimed it yet): the cue for the demo seed. The claim is one DELETE,
 * so of several replicas starting at once only one gets it. When `onFirstStart` (the seed) fails
 * the mark is put back, so the next start tries again, then the error is thrown.
 */
export async function claimFirstStart(
  connection: DatabaseConnection,
  schema: string,
  onFirstStart?: () => Promise<void>,
): Promise<boolean> {
  const claimed = await withSqlSession(connection, (session) =>
    session.query(`DELETE FROM ${firstStartTable(schema)} RETURNING created_at`),
  );
  if (claimed.length === 0) return false;
  try {
    await onFirstStart?.();
  } catch (error) {
    await withSqlSession(connection, (session) =>
      session.query(`INSERT INTO ${firstStartTable(schema)} (created_at) VALUES ($1)`, [
        (claimed[0] as { created_at: Date }).created_at,
      ]),
    );
    throw error;
  }
  return true;
}

/**
 * Applies pending migrations at start-up. Each migration runs in its own transaction together with
 * its `_prisma_migrations` row (the table and columns Prisma Migrate uses), so a failure leaves
 * nothing half-applied. An applied migration whose file changed stops the start-up. The search_path
 * is the service's schema, so the platform's unqualified SQL lands there (the services' own
 * migrations name their schema explicitly, as Prisma writes them).
 */
export async function runMigrations(
  connection: DatabaseConnection,
  options: { schema: string; migrationsDir: string; logger?: Logger; lockTimeout?: string },
): Promise<string[]> {
  const { schema, migrationsDir, logger, lockTimeout = MIGRATION_LOCK_TIMEOUT } = options;
  if (!/^\d+(ms|s)$/.test(lockTimeout)) throw new Error(`lock timeout ${lockTimeout}: e.g. 5s or 500ms`);
  const table = `"${schema}"."_prisma_migrations"`;
  const migrations = readMigrations(migrationsDir);

  return withSqlSession(connection, async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    try {
      await session.exec(`
        CREATE SCHEMA IF NOT EXISTS "${schema}";
        CREATE TABLE IF NOT EXISTS ${table} (
          "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
          "checksum"            VARCHAR(64) NOT NULL,
          "finished_at"         TIMESTAMPTZ,
          "migration_name"      VARCHAR(255) NOT NULL,
          "logs"                TEXT,
          "rolled_back_at"      TIMESTAMPTZ,
          "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
          "applied_steps_count" INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE IF NOT EXISTS ${firstStartTable(schema)} (
          "created_at" TIMESTAMPTZ PRIMARY KEY NOT NULL DEFAULT now()
        );`);
      const applied = await session.query<AppliedMigration>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at FROM ${table} WHERE rolled_back_at IS NULL`,
      );
      const appliedByName = new Map(applied.map((row) => [row.migration_name, row]));
      const pending: MigrationFile[] = [];
      for (const migration of migrations) {
        const row = appliedByName.get(migration.name);
        if (!row) pending.push(migration);
        else if (!row.finished_at)
          throw new Error(`${schema}: migration ${migration.name} is marked as failed`);
        else if (row.checksum !== migration.checksum)
          throw new Error(`${schema}: migration ${migration.name} was modified after it was applied`);
      }
      for (const migration of pending) {
        await retryOnLockTimeout(migration.name, logger, () =>
          session.transaction(async (tx) => {
            await tx.exec(`SET LOCAL search_path TO "${schema}"`);
            // A migration's ALTER waits for its table's lock behind every open transaction, and
            // every query on that table queues behind the ALTER: a store stalls for as long as
            // the slowest transaction. Give up after lockTimeout instead (retried below).
            await tx.exec(`SET LOCAL lock_timeout = '${lockTimeout}'`);
            await tx.exec(migration.sql);
            await tx.query(
              `INSERT INTO ${table} (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
               VALUES ($1, $2, now(), $3, now(), 1)`,
              [randomUUID(), migration.checksum, migration.name],
            );
          }),
        );
        logger?.info({ schema, migration: migration.name }, 'migration applied');
      }
      // This run made the schema from nothing: a new store, whose first start is still to come.
      if (appliedByName.size === 0 && pending.length > 0)
        await session.query(`INSERT INTO ${firstStartTable(schema)} DEFAULT VALUES`);
      return pending.map((migration) => migration.name);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]);
    }
  });
}

/** Runs one migration's transaction, again (after a pause) while it times out waiting for a lock. */
async function retryOnLockTimeout(name: string, logger: Logger | undefined, work: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== LOCK_NOT_AVAILABLE || attempt >= LOCK_TIMEOUT_TRIES) throw error;
      logger?.warn({ migration: name, attempt }, 'migration timed out waiting for a lock; trying again');
      await new Promise((resolve) => setTimeout(resolve, attempt * 2_000));
    }
  }
}

/**
 * The migrations of `migrationsDir` the schema still lacks (none: it is at this code's version or
 * newer, which expand/contract keeps compatible; docs/runbooks.md, "Migrations"). Throws when an
 * applied migration differs from this code's file.
 */
export async function missingMigrations(
  connection: DatabaseConnection,
  options: { schema: string; migrationsDir: string },
): Promise<string[]> {
  const { schema, migrationsDir } = options;
  const migrations = readMigrations(migrationsDir);
  return withSqlSession(connection, async (session) => {
    const [{ exists }] = await session.query<{ exists: boolean }>(
      `SELECT to_regclass($1) IS NOT NULL AS exists`,
      [`"${schema}"."_prisma_migrations"`],
    );
    if (!exists) return migrations.map((m) => m.name);
    const applied = await session.query<AppliedMigration>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "${schema}"."_prisma_migrations"
       WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const byName = new Map(applied.map((row) => [row.migration_name, row]));
    for (const migration of migrations) {
      const row = byName.get(migration.name);
      if (row && row.checksum !== migration.checksum)
        throw new Error(`${schema}: migration ${migration.name} differs from the one applied`);
    }
    return migrations.filter((m) => !byName.has(m.name)).map((m) => m.name);
  });
}

/**
 * Waits until the release's migrate command has brought `schema` to this code's version: a pod
 * that must not migrate (MIGRATE_ON_START=false) starts serving only on a schema it knows. Gives
 * up after `timeoutMs` (the process exits; Kubernetes starts it again).
 */
export async function awaitMigrations(
  connection: DatabaseConnection,
  options: { schema: string; migrationsDir: string; logger?: Logger; pollMs?: number; timeoutMs?: number },
): Promise<void> {
  const { schema, logger, pollMs = 2_000, timeoutMs = 10 * 60_000 } = options;
  const started = Date.now();
  let lastLog = 0;
  for (;;) {
    const missing = await missingMigrations(connection, options);
    if (missing.length === 0) return;
    if (Date.now() - started >= timeoutMs)
      throw new Error(
        `${schema}: still without migration(s) ${missing.join(', ')} after ${timeoutMs / 1000} s: run the release's migrate command`,
      );
    if (Date.now() - lastLog >= 15_000) {
      lastLog = Date.now();
      logger?.info(
        { schema, missing },
        'waiting for the migrate command to bring the schema to this version',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * What a process does with its schema at start: migrate it (all-in-one, cluster mode) or, when
 * its connection says MIGRATE_ON_START=false (Kubernetes, compose), wait for the migrate command.
 */
export async function prepareSchema(
  connection: DatabaseConnection,
  options: { schema: string; migrationsDir: string; logger?: Logger },
): Promise<void> {
  if (connection.kind === 'postgres' && connection.migrateOnStart === false)
    await awaitMigrations(connection, options);
  else await runMigrations(connection, options);
}
