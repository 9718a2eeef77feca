// The demo store baked at build time (src/bake-demo-template.ts) must be the store a first start
// would have made itself: the same catalogue, the services' read models filled, no admin account
// of the build's, and never used when the migrations have moved on since it was baked.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createLogger, withSqlSession } from '@atelier/platform';
import { loadAllInOneEnv } from '../src/config.js';
import { demoTemplateIn } from '../src/demo-template.js';
import { type RunningStore, startStore } from '../src/store.js';

const distDir = fileURLToPath(new URL('..', import.meta.url));
const cleanups: Array<() => Promise<unknown> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function newStore(useDemoTemplate: boolean): Promise<RunningStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-demo-template-test-'));
  const env = loadAllInOneEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    ADMIN_PASSWORD: `demo-template-test-${useDemoTemplate}`,
  });
  const store = await startStore(env, {
    logger: createLogger('demo-template-test', 'fatal'),
    useDemoTemplate,
  });
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => store.close());
  return store;
}

const TIMES = new Set(['createdAt', 'updatedAt', 'serverTime']);
/** An answer without its timestamps: the baked store was seeded at build time, the other just now. */
const withoutTimes = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutTimes)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !TIMES.has(key))
            .map(([key, v]) => [key, withoutTimes(v)]),
        )
      : value;

const read = async (store: RunningStore, path: string) => {
  const response = await fetch(`${store.url}${path}`);
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return withoutTimes(await response.json());
};

test('the build baked a demo store of the current migrations', () => {
  assert.ok(demoTemplateIn(distDir), 'all-in-one/dist holds a current demo template (npm run build)');
});

test('a store started from the baked demo store answers as one that migrated and seeded itself', async () => {
  const [baked, seeded] = await Promise.all([newStore(true), newStore(false)]);
  for (const path of [
    '/api/artists',
    '/api/collections/active',
    '/api/products',
    '/api/coming-soon',
    '/api/hero-media/active',
    '/api/story-hero-media/active',
    '/api/products/search?q=walnut',
  ])
    assert.deepEqual(await read(baked, path), await read(seeded, path), path);

  // The notifications service's read model of sneak peeks was filled by the seed's events: a
  // signup for the demo's first sneak peek is taken.
  const [item] = (await read(baked, '/api/coming-soon')) as Array<{ id: number }>;
  const signup = await fetch(`${baked.url}/api/coming-soon/${item!.id}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baked.url },
    body: JSON.stringify({ phoneNumber: '(415) 555-0199' }),
  });
  assert.equal(signup.status, 201, await signup.text());

  // Only this store's own admin: the build's was removed before baking.
  const users = await withSqlSession(baked.database, (session) =>
    session.query<{ username: string }>('SELECT username FROM gateway.users'),
  );
  assert.deepEqual(users, [{ username: 'admin' }]);
  const signIn = await fetch(`${baked.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baked.url },
    body: JSON.stringify({ username: 'admin', password: 'demo-template-test-true' }),
  });
  assert.equal(signIn.status, 200, "this store's own password signs in");
});

test('a demo template of other migrations is not used (the store migrates and seeds itself)', () => {
  const copy = mkdtempSync(join(tmpdir(), 'atelier-demo-manifest-'));
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
  const manifest = JSON.parse(readFileSync(join(distDir, 'demo-template.json'), 'utf8')) as {
    file: string;
    migrations: string;
  };
  cpSync(join(distDir, 'demo-template.json'), join(copy, 'demo-template.json'));
  writeFileSync(join(copy, manifest.file), ''); // only its presence is looked at
  assert.equal(demoTemplateIn(copy), join(copy, manifest.file));
  writeFileSync(
    join(copy, 'demo-template.json'),
    JSON.stringify({
      ...manifest,
      migrations: manifest.migrations.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    }),
  );
  assert.equal(demoTemplateIn(copy), undefined);
  assert.equal(demoTemplateIn(join(copy, 'missing')), undefined);
});
