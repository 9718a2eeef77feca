// The backup and restore commands (src/backup.ts, src/restore.ts): a store with an order, a claim
// and uploads (this machine's PostgreSQL, s3rver for S3) is backed up, restored into an empty
// database and an empty bucket, and every one of them is found there, byte for byte. A restore
// refuses a database that is not empty, and a backup whose files do not match their manifest.
// Needs pg_dump and pg_restore (Debian: postgresql-client).
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLogger, runMigrations, withSqlSession } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import type { S3Location } from '../src/backup/backup-config.js';
import { backupStore, listBackups, restoreStore } from '../src/backup/backup-store.js';
import { Bucket } from '../src/backup/object-store.js';
import { storeSchemas } from '../src/store-schemas.js';

const S3_PORT = 4569 + Math.floor(Math.random() * 400);
const logger = createLogger('backup-test', 'silent');
const location = (bucket: string): S3Location => ({
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  region: 'us-east-1',
  accessKey: 'S3RVER',
  secretKey: 'S3RVER',
  bucket,
});
const uploads = {
  'products/1/960.webp': randomBytes(40_000),
  'products/1/480.webp': randomBytes(9_000),
  'hero/home.mp4': randomBytes(150_000),
};

async function readAll(bucket: Bucket, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await bucket.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('backup and restore', () => {
  let s3: { run(): Promise<unknown>; close(): Promise<unknown> };
  let s3Dir: string;
  let source: TestDatabase;
  let target: TestDatabase;
  const orderId = 4242;
  const claimId = randomUUID();
  const checkoutId = randomUUID();

  before(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'atelier-backup-s3-'));
    // s3rver is admin-media's test dependency.
    const require = createRequire(new URL('../../../services/admin-media/package.json', import.meta.url));
    const { default: S3rver } = (await import(require.resolve('s3rver'))) as {
      default: new (options: object) => typeof s3;
    };
    s3 = new S3rver({ address: '127.0.0.1', port: S3_PORT, silent: true, directory: s3Dir });
    await s3.run();

    source = await createTestDatabase('backup_source');
    target = await createTestDatabase('backup_target');
    for (const { schema, migrationsDir } of storeSchemas)
      await runMigrations(source.connection, { schema, migrationsDir });
    // A paid order (with its checkout) and a won piece's claim, as the services write them.
    await withSqlSession(source.connection, async (session) => {
      await session.query(
        `INSERT INTO cart_checkout.checkouts (id, session_id, kind, status, hold_id, lines, subtotal_cents,
           shipping_cents, total_cents, hold_expires_at)
         VALUES ($1, 'session-1', 'cart', 'paid', $2, '[]', 120000, 5000, 125000, now())`,
        [checkoutId, randomUUID()],
      );
      await session.query(
        `INSERT INTO cart_checkout.orders (id, checkout_id, payment_intent_id, session_id, subtotal_cents,
           shipping_cents, total_cents, recipient_name)
         VALUES ($1, $2, 'pi_backup_test', 'session-1', 120000, 5000, 125000, 'Ada Collector')`,
        [orderId, checkoutId],
      );
      await session.query(
        `INSERT INTO cart_checkout.claims (id, award_id, source, source_id, product_id, product_name, buyer_id,
           price, rank, state, expires_at)
         VALUES ($1, $2, 'auction', 7, 3, 'Walnut Lounge Chair', $3, 2400.00, 1, 'offered', now() + interval '48 hours')`,
        [claimId, randomUUID(), randomUUID()],
      );
    });
    const media = new Bucket(location('atelier-media'));
    await media.ensureExists();
    for (const [key, body] of Object.entries(uploads)) await media.write(key, body, body.length);
  });

  after(async () => {
    await source?.drop();
    await target?.drop();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const schemas = storeSchemas.map((s) => s.schema);
  let backupIdMade: string;

  test('a backup holds every schema and every upload, with a manifest', async () => {
    const manifest = await backupStore(
      {
        databaseUrl: source.url,
        database: source.connection,
        schemas,
        uploads: new Bucket(location('atelier-media')),
        backups: new Bucket(location('atelier-backups')),
        prefix: 'atelier',
        logger,
      },
      new Date('2026-11-28T03:17:00.000Z'),
    );
    backupIdMade = manifest.id;
    assert.equal(manifest.id, '2026-11-28T03-17-00Z');
    assert.deepEqual(
      manifest.schemas.map((s) => s.schema),
      schemas,
    );
    assert.deepEqual(manifest.uploads.map((u) => u.key).sort(), Object.keys(uploads).sort());
    assert.ok(manifest.extensions.some((e) => e.name === 'unaccent'));
    assert.deepEqual(await listBackups(new Bucket(location('atelier-backups')), 'atelier'), [manifest.id]);
  });

  test('restored into an empty database and bucket: the order, the claim and the uploads are there', async () => {
    const restoredUploads = new Bucket(location('atelier-media-restored'));
    await restoreStore(
      {
        databaseUrl: target.url,
        database: target.connection,
        uploads: restoredUploads,
        backups: new Bucket(location('atelier-backups')),
        prefix: 'atelier',
        logger,
      },
      backupIdMade,
    );
    const [order] = await withSqlSession(target.connection, (session) =>
      session.query<{ total_cents: number; recipient_name: string; payment_intent_id: string }>(
        `SELECT total_cents, recipient_name, payment_intent_id FROM cart_checkout.orders WHERE id = $1`,
        [orderId],
      ),
    );
    assert.deepEqual(order, {
      total_cents: 125000,
      recipient_name: 'Ada Collector',
      payment_intent_id: 'pi_backup_test',
    });
    const [claim] = await withSqlSession(target.connection, (session) =>
      session.query<{ product_name: string; price: string; state: string }>(
        `SELECT product_name, price::text AS price, state FROM cart_checkout.claims WHERE id = $1`,
        [claimId],
      ),
    );
    assert.deepEqual(claim, { product_name: 'Walnut Lounge Chair', price: '2400.00', state: 'offered' });
    // The schemas are whole: their migrations are recorded, and catalog's search still works.
    for (const { schema, migrationsDir } of storeSchemas)
      assert.deepEqual(
        await runMigrations(target.connection, { schema, migrationsDir }),
        [],
        `${schema}: migrated`,
      );
    const [{ plain }] = await withSqlSession(target.connection, (session) =>
      session.query<{ plain: string }>(`SELECT public.unaccent('Chaise Éléphant') AS plain`),
    );
    assert.equal(plain, 'Chaise Elephant');
    for (const [key, body] of Object.entries(uploads))
      assert.ok((await readAll(restoredUploads, key)).equals(body), `${key}: restored byte for byte`);
  });

  test('a restore refuses a database that already has the schemas, and changes nothing', async () => {
    const bucket = new Bucket(location('atelier-media-untouched'));
    await assert.rejects(
      restoreStore(
        {
          databaseUrl: target.url,
          database: target.connection,
          uploads: bucket,
          backups: new Bucket(location('atelier-backups')),
          prefix: 'atelier',
          logger,
        },
        backupIdMade,
      ),
      /already has schema\(s\) catalog, .*restore into an empty database/,
    );
    assert.deepEqual(await bucket.list().catch(() => []), []);
  });

  test('a restore refuses a backup whose dump does not match its manifest', async () => {
    const backups = new Bucket(location('atelier-backups'));
    const key = `atelier/${backupIdMade}/catalog.dump`;
    const dump = await readAll(backups, key);
    dump[dump.length - 1] ^= 0xff;
    await backups.write(key, dump, dump.length);
    const empty = await createTestDatabase('backup_damaged');
    try {
      await assert.rejects(
        restoreStore(
          {
            databaseUrl: empty.url,
            database: empty.connection,
            uploads: new Bucket(location('atelier-media-damaged')),
            backups,
            prefix: 'atelier',
            logger,
          },
          backupIdMade,
        ),
        /catalog\.dump does not match its manifest/,
      );
      const schemasThere = await withSqlSession(empty.connection, (session) =>
        session.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'catalog'`),
      );
      assert.equal(schemasThere.length, 0, 'nothing restored');
    } finally {
      await empty.drop();
    }
  });

  test('an unknown backup is named as such', async () => {
    await assert.rejects(
      restoreStore(
        {
          databaseUrl: target.url,
          database: target.connection,
          uploads: new Bucket(location('atelier-media-x')),
          backups: new Bucket(location('atelier-backups')),
          prefix: 'atelier',
          logger,
        },
        '2020-01-01T00-00-00Z',
      ),
      /no backup atelier\/2020-01-01T00-00-00Z/,
    );
  });
});
