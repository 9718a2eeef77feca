// The demo hero media against a real PostgreSQL: a brand-new store gets an active home hero and
// Our Story hero through the API's repository (events included), and a restart on the same
// database neither seeds again nor counts as a new store.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { heroMediaSchema } from '@atelier/contracts';
import {
  claimFirstStart,
  closeDatabase,
  connectPostgres,
  createLogger,
  InProcessEventBus,
} from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import { ADMIN_MEDIA_SCHEMA, LocalMediaStorage, seedDemoHeroMedia, startAdminMedia } from '../src/index.js';
import { demoHeroMedia } from '../src/seed/demo-hero-media.js';

const logger = createLogger('admin-media', 'silent');
let database: TestDatabase;
let dir: string;

before(async () => {
  database = await createTestDatabase('admin_media_seed');
  dir = await mkdtemp(join(tmpdir(), 'admin-media-seed-'));
});
after(async () => {
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

const start = (connection = database.connection) => {
  const bus = new InProcessEventBus(logger);
  const events: string[] = [];
  const ready = bus.subscribe({
    consumer: 'spy',
    eventTypes: ['admin-media.#'],
    handle: async (event) =>
      void events.push(`${event.type}:${(event.payload as { placement: string }).placement}`),
  });
  return ready.then(async () => ({
    events,
    service: await startAdminMedia(
      { database: connection, bus, logger, storage: new LocalMediaStorage(dir) },
      {
        port: 0,
        host: '127.0.0.1',
        internalAuthSecret: 'admin-media-test-secret-0123456789abcdef',
        uploads: { videoMaxBytes: 1024 },
      },
    ),
  }));
};

const activeOf = async (url: string, path: string) =>
  heroMediaSchema.nullable().parse(await (await fetch(`${url}${path}`)).json());

test('a brand-new store gets both demo heroes active; a restart seeds nothing again', async () => {
  const first = await start();
  assert.equal(
    await claimFirstStart(database.connection, ADMIN_MEDIA_SCHEMA, () =>
      seedDemoHeroMedia(first.service.db, logger),
    ),
    true,
  );
  const home = await activeOf(first.service.url, '/api/hero-media/active');
  const story = await activeOf(first.service.url, '/api/story-hero-media/active');
  for (const [active, placement] of [
    [home, 'home'],
    [story, 'story'],
  ] as const) {
    const seeded = demoHeroMedia.find((item) => item.placement === placement)!.input;
    assert.equal(active?.mediaUrl, seeded.mediaUrl);
    assert.equal(active?.mediaType, 'image');
    assert.equal(active?.isActive, true);
    assert.match(active!.mediaUrl, /^\/demo\/heroes\/[a-z-]+-960\.webp$/);
  }
  // The gateways drop their cached active item on these, as after an admin's change.
  for (let i = 0; i < 50 && first.events.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(first.events.sort(), [
    'admin-media.hero-media.changed:home',
    'admin-media.hero-media.changed:story',
  ]);
  await first.service.close();

  // The same database again: no longer a new store, so the launchers do not seed.
  const connection = connectPostgres(database.url, 2);
  try {
    const second = await start(connection);
    assert.equal(
      await claimFirstStart(connection, ADMIN_MEDIA_SCHEMA, () => assert.fail('seeded twice')),
      false,
    );
    assert.equal((await activeOf(second.service.url, '/api/hero-media/active'))?.id, home?.id);
    await second.service.close();
  } finally {
    await closeDatabase(connection);
  }
});
