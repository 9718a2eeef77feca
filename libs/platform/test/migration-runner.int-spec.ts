import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConnection } from '../src/database/database-connection.js';
import {
  claimFirstStart,
  closeDatabase,
  connectPostgres,
  missingMigrations,
  openPglite,
  PLATFORM_MIGRATIONS_FILE,
  platformMigrationSets,
  prepareSchema,
  runMigrations,
  withSqlSession,
} from '../src/index.js';
import { createTestDatabase } from '../src/testing/index.js';
import { within } from './fixtures/wait.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tempDirs: string[] = [];

/** A fresh migrations folder in Prisma's layout: <dir>/<name>/migration.sql. */
const migrationsDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-migrations-'));
  tempDirs.push(dir);
  writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  return dir;
};
const writeMigration = (dir: string, name: string, sql: string) => {
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(join(dir, name, 'migration.sql'), sql);
};

type MigrationRow = { id: string; checksum: string; migration_name: string; logs: string | null } & {
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};
const query = <T>(connection: DatabaseConnection, sql: string, params?: unknown[]) =>
  withSqlSession(connection, (session) => session.query<T>(sql, params));
const migrationRows = (connection: DatabaseConnection, schema: string) =>
  query<MigrationRow>(connection, `SELECT * FROM "${schema}"."_prisma_migrations" ORDER BY migration_name`);
const tableExists = async (connection: DatabaseConnection, qualified: string) => {
  const [{ t }] = await query<{ t: string | null }>(connection, 'SELECT to_regclass($1)::text AS t', [
    qualified,
  ]);
  return t !== null;
};

const INIT = '20260101000000_init';
const ADD_NAME = '20260102000000_add_name';
const initSql = (schema: string) => `CREATE TABLE "${schema}"."items" ("id" SERIAL PRIMARY KEY);\n`;

interface Target {
  connection: DatabaseConnection;
  close(): Promise<void>;
  url?: string;
}
const openPostgres = async (): Promise<Target> => {
  const db = await createTestDatabase('migration_runner');
  return { connection: db.connection, close: db.drop, url: db.url };
};
const openInMemoryPglite = async (): Promise<Target> => {
  const connection = await openPglite();
  return { connection, close: () => closeDatabase(connection) };
};
const backends = [['PostgreSQL', openPostgres] as const, ['PGlite (in memory)', openInMemoryPglite] as const];

for (const [label, open] of backends) {
  describe(`runMigrations on ${label}`, () => {
    let target: Target;
    before(async () => void (target = await open()));
    after(async () => {
      await target?.close();
      for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    test('applies pending migrations oldest first and records them exactly like Prisma', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      // Written newest first: only sorting by folder name makes the ALTER find its table.
      writeMigration(
        dir,
        ADD_NAME,
        `ALTER TABLE "mig_a"."items" ADD COLUMN "name" TEXT NOT NULL DEFAULT 'unnamed';\n`,
      );
      writeMigration(dir, INIT, initSql('mig_a'));
      mkdirSync(join(dir, 'notes')); // a folder without migration.sql is not a migration

      assert.deepEqual(await runMigrations(connection, { schema: 'mig_a', migrationsDir: dir }), [
        INIT,
        ADD_NAME,
      ]);
      await query(connection, 'INSERT INTO "mig_a"."items" DEFAULT VALUES');
      assert.deepEqual(await query(connection, 'SELECT id, name FROM "mig_a"."items"'), [
        { id: 1, name: 'unnamed' },
      ]);

      const rows = await migrationRows(connection, 'mig_a');
      assert.deepEqual(
        rows.map((row) => row.migration_name),
        [INIT, ADD_NAME],
      );
      for (const row of rows) {
        const sql = readFileSync(join(dir, row.migration_name, 'migration.sql'));
        assert.match(row.id, UUID);
        assert.equal(row.id.length, 36);
        assert.equal(row.checksum, createHash('sha256').update(sql).digest('hex'));
        assert.ok(row.finished_at instanceof Date, 'finished_at is set');
        assert.ok(row.started_at instanceof Date, 'started_at is set');
        assert.equal(row.applied_steps_count, 1);
        assert.equal(row.rolled_back_at, null);
        assert.equal(row.logs, null);
      }
      assert.notEqual(rows[0].id, rows[1].id);

      assert.deepEqual(
        await runMigrations(connection, { schema: 'mig_a', migrationsDir: dir }),
        [],
        'second run applied something',
      );
      assert.deepEqual(await migrationRows(connection, 'mig_a'), rows);

      writeMigration(dir, '20260103000000_more', 'CREATE TABLE "mig_a"."more" ("id" INT);\n');
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_a', migrationsDir: dir }), [
        '20260103000000_more',
      ]);
      assert.equal((await migrationRows(connection, 'mig_a')).length, 3);
    });

    test('an applied migration whose file changed stops the run before anything else is applied', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      writeMigration(dir, INIT, initSql('mig_b'));
      await runMigrations(connection, { schema: 'mig_b', migrationsDir: dir });
      writeMigration(dir, INIT, `${initSql('mig_b')}-- edited afterwards\n`);
      writeMigration(dir, ADD_NAME, 'CREATE TABLE "mig_b"."later" ("id" INT);\n');

      await assert.rejects(
        runMigrations(connection, { schema: 'mig_b', migrationsDir: dir }),
        /mig_b: migration 20260101000000_init was modified after it was applied/,
      );
      assert.equal(await tableExists(connection, 'mig_b.later'), false);
      assert.deepEqual(
        (await migrationRows(connection, 'mig_b')).map((row) => row.migration_name),
        [INIT],
      );
    });

    test('a migration failing halfway leaves no table and no row behind', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      writeMigration(dir, INIT, initSql('mig_c'));
      const broken = `CREATE TABLE "mig_c"."half" ("id" INT);\nINSERT INTO "mig_c"."items" DEFAULT VALUES;\nTHIS IS NOT SQL;\n`;
      writeMigration(dir, ADD_NAME, broken);

      await assert.rejects(
        runMigrations(connection, { schema: 'mig_c', migrationsDir: dir }),
        /syntax error/,
      );
      assert.equal(await tableExists(connection, 'mig_c.half'), false, 'the failed migration left its table');
      assert.deepEqual(
        await query(connection, 'SELECT * FROM "mig_c"."items"'),
        [],
        'the failed migration left a row',
      );
      assert.deepEqual(
        (await migrationRows(connection, 'mig_c')).map((row) => row.migration_name),
        [INIT],
      );

      // Fixed, it applies on the next start: nothing was marked failed and the lock was released.
      writeMigration(dir, ADD_NAME, 'CREATE TABLE "mig_c"."half" ("id" INT);\n');
      const applied = await within(
        runMigrations(connection, { schema: 'mig_c', migrationsDir: dir }),
        10_000,
        'the retry',
      );
      assert.deepEqual(applied, [ADD_NAME]);
      assert.equal(await tableExists(connection, 'mig_c.half'), true);
    });

    test('platform-migrations.json adds the platform event tables into the service schema, in name order', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      const platform = platformMigrationSets.events[0];
      // The platform migration interleaves with the service's own by name; its tables land in mig_e.
      writeMigration(dir, INIT, initSql('mig_e'));
      writeFileSync(join(dir, PLATFORM_MIGRATIONS_FILE), '["events"]\n');
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_e', migrationsDir: dir }), [
        INIT,
        ...platformMigrationSets.events.map((migration) => migration.name),
      ]);
      assert.equal(await tableExists(connection, 'mig_e.outbox_events'), true);
      assert.equal(await tableExists(connection, 'mig_e.inbox_events'), true);
      assert.equal(await tableExists(connection, 'public.outbox_events'), false);
      // The later platform migration added the outbox's trace_parent column there too.
      const [column] = await query<{ n: number }>(
        connection,
        `SELECT count(*)::int AS n FROM information_schema.columns
         WHERE table_schema = 'mig_e' AND table_name = 'outbox_events' AND column_name = 'trace_parent'`,
      );
      assert.equal(column?.n, 1);
      const [, row] = await migrationRows(connection, 'mig_e');
      assert.equal(row.migration_name, platform.name);
      assert.equal(row.checksum, createHash('sha256').update(platform.sql).digest('hex'));
      // A restart applies nothing.
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_e', migrationsDir: dir }), []);
    });

    test('an unknown platform migration set stops the run with the choices', async () => {
      const dir = migrationsDir();
      writeFileSync(join(dir, PLATFORM_MIGRATIONS_FILE), '["outbox"]');
      await assert.rejects(
        runMigrations(target.connection, { schema: 'mig_f', migrationsDir: dir }),
        /platform-migrations.json must list platform migration sets, out of: events/,
      );
    });

    if (label === 'PostgreSQL') {
      test('two runners started together apply each migration exactly once', async () => {
        const dir = migrationsDir();
        // The pause keeps the first runner busy, so without the lock the second would apply too (and fail).
        writeMigration(dir, INIT, `SELECT pg_sleep(0.3);\n${initSql('mig_d')}`);
        writeMigration(dir, ADD_NAME, 'ALTER TABLE "mig_d"."items" ADD COLUMN "name" TEXT;\n');
        writeMigration(dir, '20260103000000_more', 'CREATE TABLE "mig_d"."more" ("id" INT);\n');
        const first = connectPostgres(target.url!, 2);
        const second = connectPostgres(target.url!, 2);
        try {
          const results = await within(
            Promise.all(
              [first, second].map((connection) =>
                runMigrations(connection, { schema: 'mig_d', migrationsDir: dir }),
              ),
            ),
            20_000,
            'both runners',
          );
          assert.deepEqual(results.map((names) => names.length).sort(), [0, 3]);
          assert.deepEqual(results.flat(), [INIT, ADD_NAME, '20260103000000_more']);
          const rows = await migrationRows(target.connection, 'mig_d');
          assert.deepEqual(
            rows.map((row) => row.migration_name),
            [INIT, ADD_NAME, '20260103000000_more'],
          );
        } finally {
          await Promise.all([closeDatabase(first), closeDatabase(second)]);
        }
      });
    }

    if (label === 'PostgreSQL') {
      test('a process that must not migrate waits until the migrate command has brought its schema to its version', async () => {
        const dir = migrationsDir();
        writeMigration(dir, INIT, initSql('mig_wait'));
        writeMigration(dir, ADD_NAME, 'ALTER TABLE "mig_wait"."items" ADD COLUMN "name" TEXT;\n');
        const pod = connectPostgres(target.url!, 2, { migrateOnStart: false });
        try {
          let ready = false;
          const waiting = prepareSchema(pod, { schema: 'mig_wait', migrationsDir: dir }).then(
            () => (ready = true),
          );
          await new Promise((resolve) => setTimeout(resolve, 500));
          assert.equal(ready, false, 'it started on a schema without its migrations');
          assert.equal(await tableExists(target.connection, 'mig_wait.items'), false, 'the pod migrated');
          // The release's migrate command runs: the pod goes on.
          await runMigrations(target.connection, { schema: 'mig_wait', migrationsDir: dir });
          await within(waiting, 10_000, 'the waiting pod');
          assert.deepEqual(await missingMigrations(pod, { schema: 'mig_wait', migrationsDir: dir }), []);
          // An older release's pod (fewer migrations) starts on the newer schema at once.
          const older = migrationsDir();
          writeMigration(older, INIT, initSql('mig_wait'));
          await within(
            prepareSchema(pod, { schema: 'mig_wait', migrationsDir: older }),
            5_000,
            'an older pod',
          );
        } finally {
          await closeDatabase(pod);
        }
      });

      test('a migration waiting for a lock gives up after lock_timeout and is tried again, not queued forever', async () => {
        const dir = migrationsDir();
        writeMigration(dir, INIT, initSql('mig_lock'));
        await runMigrations(target.connection, { schema: 'mig_lock', migrationsDir: dir });
        writeMigration(dir, ADD_NAME, 'ALTER TABLE "mig_lock"."items" ADD COLUMN "name" TEXT;\n');
        const holder = connectPostgres(target.url!, 1);
        const client = await (holder as { pool: import('pg').Pool }).pool.connect();
        try {
          // A long transaction reads the table: the ALTER cannot get its lock while it lasts.
          await client.query('BEGIN');
          await client.query('SELECT * FROM "mig_lock"."items"');
          let finished = false;
          const migrating = runMigrations(target.connection, {
            schema: 'mig_lock',
            migrationsDir: dir,
            lockTimeout: '200ms',
          }).finally(() => (finished = true));
          // Well past one lock_timeout: the first try gave up (a failure would end the run).
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          assert.equal(finished, false, 'the run ended while the table was locked');
          // Every read of the table meanwhile went through: the ALTER is not left queued.
          const [{ n }] = await query<{ n: number }>(
            target.connection,
            'SELECT count(*)::int AS n FROM "mig_lock"."items"',
          );
          assert.equal(n, 0);
          await client.query('COMMIT');
          assert.deepEqual(await within(migrating, 30_000, 'the migration'), [ADD_NAME]);
        } finally {
          client.release();
          await closeDatabase(holder);
        }
      });

      test('a lock timeout that is not a duration is refused', async () => {
        await assert.rejects(
          runMigrations(target.connection, {
            schema: 'mig_x',
            migrationsDir: migrationsDir(),
            lockTimeout: "1s'; DROP",
          }),
          /lock timeout .*: e\.g\. 5s or 500ms/,
        );
      });
    }

    test('a schema created by one run (the migrate command) is a new store at the first start only', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      writeMigration(dir, INIT, initSql('mig_new_store'));
      // The release's migrate command creates the schema; the service's own start finds nothing to do.
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_new_store', migrationsDir: dir }), [
        INIT,
      ]);
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_new_store', migrationsDir: dir }), []);
      // A failed seed puts the mark back: the next start seeds again.
      await assert.rejects(
        claimFirstStart(connection, 'mig_new_store', () => Promise.reject(new Error('seed failed'))),
        /seed failed/,
      );
      let seeded = 0;
      assert.equal(await claimFirstStart(connection, 'mig_new_store', async () => void seeded++), true);
      assert.equal(await claimFirstStart(connection, 'mig_new_store', async () => void seeded++), false);
      assert.equal(seeded, 1);
      // A later migration on a live store does not make it new again.
      writeMigration(dir, ADD_NAME, 'ALTER TABLE "mig_new_store"."items" ADD COLUMN "name" TEXT;\n');
      assert.deepEqual(await runMigrations(connection, { schema: 'mig_new_store', migrationsDir: dir }), [
        ADD_NAME,
      ]);
      assert.equal(await claimFirstStart(connection, 'mig_new_store'), false);
    });

    test('of two starts of a new store at once, exactly one claims it', async () => {
      const { connection } = target;
      const dir = migrationsDir();
      writeMigration(dir, INIT, initSql('mig_new_store_race'));
      await runMigrations(connection, { schema: 'mig_new_store_race', migrationsDir: dir });
      const claims = await Promise.all([
        claimFirstStart(connection, 'mig_new_store_race'),
        claimFirstStart(connection, 'mig_new_store_race'),
      ]);
      assert.deepEqual(claims.sort(), [false, true]);
    });
  });
}

test("an embedded PGlite database keeps 8 MB of shared buffers, not PostgreSQL's 128 MB (memory at rest)", async () => {
  const connection = await openPglite();
  try {
    assert.equal(connection.kind, 'pglite');
    if (connection.kind !== 'pglite') return;
    const { rows } = await connection.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    assert.equal(rows[0]?.shared_buffers, '8MB');
  } finally {
    await closeDatabase(connection);
  }
});
