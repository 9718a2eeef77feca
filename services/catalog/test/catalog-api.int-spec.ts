// The catalog's HTTP API against a real PostgreSQL database: validation, the spec's rules, and an
// outbox event for every write.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EventEnvelope } from '@atelier/contracts';
import { request as httpRequest } from 'node:http';
import {
  ADMIN_ASSERTION_HEADER,
  createLogger,
  InProcessEventBus,
  signAdminAssertion,
} from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import { type RunningCatalog, startCatalog } from '../src/index.js';

let database: TestDatabase;
let catalog: RunningCatalog;
const events: EventEnvelope[] = [];
const internalAuthSecret = 'catalog-api-test-secret-0123456789abcdef';

before(async () => {
  database = await createTestDatabase('catalog_api');
  const logger = createLogger('catalog', 'silent');
  const bus = new InProcessEventBus(logger);
  await bus.subscribe({
    consumer: 'spy',
    eventTypes: ['catalog.#'],
    handle: async (event) => void events.push(event),
  });
  catalog = await startCatalog(
    { database: database.connection, bus, logger },
    { port: 0, host: '127.0.0.1', internalAuthSecret },
  );
});
after(async () => {
  await catalog?.close();
  await database?.drop();
});

/** Calls the catalog as the gateway does for a signed-in admin: with a fresh signed assertion. */
const call = async (method: string, path: string, body?: unknown) => {
  const assertion = signAdminAssertion(internalAuthSecret, { method, url: path }, 1);
  const response = await fetch(`${catalog.url}${path}`, {
    method,
    headers: {
      [ADMIN_ASSERTION_HEADER]: assertion,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const eventually = async (predicate: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !predicate(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(predicate(), `expected ${what}`);
};

const artistInput = {
  name: 'Amara Osei',
  specialty: 'Carved oak',
  bio: 'Carves oak.',
  fullBio: 'First paragraph.\nSecond paragraph.',
  imageUrl: '/demo/artists/amara-960.webp',
  portfolioUrl: '',
  instagramUrl: 'https://www.instagram.com/amara.osei',
  twitterUrl: '',
  facebookUrl: null,
  linkedinUrl: '',
  websiteUrl: 'https://amaraosei.studio',
};

describe('artists', () => {
  test('create, read, update and delete, each write emitting its event', async () => {
    const created = await call('POST', '/api/artists', artistInput);
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'Amara Osei');
    assert.equal(created.body.twitterUrl, null, 'blank social URLs are stored as null');
    assert.equal(created.body.portfolioUrl, null);
    const id = created.body.id;
    await eventually(
      () => events.some((e) => e.type === 'catalog.artist.created' && (e.payload as any).artist.id === id),
      'an artist.created event',
    );

    assert.deepEqual((await call('GET', `/api/artists/${id}`)).body, created.body);
    assert.ok((await call('GET', '/api/artists')).body.some((a: { id: number }) => a.id === id));

    const updated = await call('PATCH', `/api/artists/${id}`, {
      ...artistInput,
      specialty: 'Carved and limed oak',
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.specialty, 'Carved and limed oak');
    await eventually(
      () => events.some((e) => e.type === 'catalog.artist.updated'),
      'an artist.updated event',
    );

    assert.equal((await call('DELETE', `/api/artists/${id}`)).status, 204);
    assert.equal((await call('GET', `/api/artists/${id}`)).status, 404);
    await eventually(
      () => events.some((e) => e.type === 'catalog.artist.deleted' && (e.payload as any).artistId === id),
      'an artist.deleted event',
    );
  });

  test('bad input is a 400 naming every bad field, and nothing is stored', async () => {
    const before = (await call('GET', '/api/artists')).body.length;
    const bad = await call('POST', '/api/artists', {
      ...artistInput,
      name: ' ',
      websiteUrl: 'not a url',
      instagramUrl: 'ftp://x',
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.issues.map((issue: { path: string }) => issue.path).sort(), [
      'instagramUrl',
      'name',
      'websiteUrl',
    ]);
    assert.equal((await call('POST', '/api/artists', '{"name":')).status, 400);
    assert.equal((await call('GET', '/api/artists')).body.length, before);
  });

  test('unknown and malformed ids', async () => {
    assert.equal((await call('GET', '/api/artists/999999')).status, 404);
    assert.equal((await call('GET', '/api/artists/abc')).status, 400);
    assert.equal((await call('PATCH', '/api/artists/999999', artistInput)).status, 404);
    assert.equal((await call('DELETE', '/api/artists/999999')).status, 404);
  });
});

const collectionInput = {
  name: 'Tide Line',
  description: 'Pieces shaped by water.',
  season: 'Summer',
  year: 2027,
  releaseDate: '2027-06-21',
  collectionType: 'live',
  coverImageUrl: '',
};

describe('collections', () => {
  test('a new collection defaults to active, not archived, and keeps its release day', async () => {
    const { status, body } = await call('POST', '/api/collections', {
      ...collectionInput,
      collectionType: undefined,
    });
    assert.equal(status, 201);
    assert.equal(body.collectionType, 'live');
    assert.equal(body.isActive, true);
    assert.equal(body.isArchived, false);
    assert.equal(body.releaseDate, '2027-06-21T00:00:00.000Z');
    assert.equal(body.coverImageUrl, null);
  });

  test('the active list holds only active, unarchived collections; PUT accepts the whole collection back', async () => {
    const { body: hidden } = await call('POST', '/api/collections', { ...collectionInput, name: 'Hidden' });
    const { body: archived } = await call('POST', '/api/collections', {
      ...collectionInput,
      name: 'Old',
      isArchived: true,
    });
    const toggled = await call('PUT', `/api/collections/${hidden.id}`, { ...hidden, isActive: false });
    assert.equal(toggled.status, 200);
    assert.equal(toggled.body.isActive, false);
    const active = (await call('GET', '/api/collections/active')).body.map((c: { id: number }) => c.id);
    assert.ok(!active.includes(hidden.id) && !active.includes(archived.id));
    const all = (await call('GET', '/api/collections')).body.map((c: { id: number }) => c.id);
    assert.ok(all.includes(hidden.id) && all.includes(archived.id));
  });

  test('only archived collections without products can be deleted', async () => {
    const { body: live } = await call('POST', '/api/collections', collectionInput);
    const refused = await call('DELETE', `/api/collections/${live.id}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /Only archived collections can be deleted/);
    assert.equal((await call('GET', `/api/collections/${live.id}`)).status, 200);

    const { body: withProducts } = await call('POST', '/api/collections', {
      ...collectionInput,
      isArchived: true,
    });
    await catalog.db.transaction((tx) =>
      tx.product.create({ data: { name: 'Stool', price: '1200.00', collectionId: withProducts.id } }),
    );
    const blocked = await call('DELETE', `/api/collections/${withProducts.id}`);
    assert.equal(blocked.status, 409);
    assert.match(blocked.body.message, /associated products cannot be deleted/);

    const { body: empty } = await call('POST', '/api/collections', { ...collectionInput, isArchived: true });
    assert.equal((await call('DELETE', `/api/collections/${empty.id}`)).status, 204);
    assert.equal((await call('GET', `/api/collections/${empty.id}`)).status, 404);
    await eventually(
      () =>
        events.some(
          (e) => e.type === 'catalog.collection.deleted' && (e.payload as any).collectionId === empty.id,
        ),
      'a collection.deleted event',
    );
  });

  test('bad collections are refused with the spec wording', async () => {
    const bad = await call('POST', '/api/collections', {
      ...collectionInput,
      name: '',
      season: 'Monsoon',
      releaseDate: '',
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /Name is required/);
    assert.match(bad.body.message, /season must be one of Spring, Summer, Fall, Winter/);
    assert.match(bad.body.message, /Release date is required/);
    assert.equal((await call('PUT', '/api/collections/999999', collectionInput)).status, 404);
    assert.equal(
      (await call('POST', '/api/collections', { ...collectionInput, collectionType: 'draft' })).status,
      400,
    );
  });
});

test('products and coming-soon items are listed with prices as decimal strings', async () => {
  // Written the way product writes will be: through the catalog's transaction (which refreshes reads).
  await catalog.db.transaction(async (tx) => {
    await tx.product.create({ data: { name: 'Console', price: '4800.5', category: 'surfaces' } });
    await tx.product.create({ data: { name: 'Retired', price: '10', decommissioned: true } });
    await tx.comingSoonItem.create({ data: { name: 'Lamp', estimatedPrice: '950' } });
  });
  const products = (await call('GET', '/api/products')).body;
  assert.equal(products.find((p: { name: string }) => p.name === 'Console').price, '4800.50');
  assert.ok(
    !products.some((p: { name: string }) => p.name === 'Retired'),
    'decommissioned pieces are not for sale',
  );
  const items = (await call('GET', '/api/coming-soon')).body;
  assert.equal(items.find((i: { name: string }) => i.name === 'Lamp').estimatedPrice, '950.00');
});

test('public reads see every committed write at once', async () => {
  const before = (await call('GET', '/api/collections/active')).body.length;
  const { body: created } = await call('POST', '/api/collections', collectionInput);
  assert.equal((await call('GET', '/api/collections/active')).body.length, before + 1);
  await call('PUT', `/api/collections/${created.id}`, { ...created, name: 'Renamed' });
  assert.equal((await call('GET', `/api/collections/${created.id}`)).body.name, 'Renamed');
  assert.equal(
    (await call('GET', '/api/collections/active')).body.find((c: { id: number }) => c.id === created.id).name,
    'Renamed',
  );
});

test('health: live and ready (on its database: the event bus is not a reason to be unready)', async () => {
  assert.equal((await call('GET', '/health/live')).status, 200);
  const ready = await call('GET', '/health/ready');
  assert.equal(ready.status, 200);
  assert.deepEqual(
    ready.body.checks.map((c: { name: string }) => c.name),
    ['database'],
  );
});

describe('services trust no caller', () => {
  const adminRoutes: Array<[string, string]> = [
    ['GET', '/api/collections'],
    ['POST', '/api/collections'],
    ['PUT', '/api/collections/1'],
    ['DELETE', '/api/collections/1'],
    ['POST', '/api/artists'],
    ['PATCH', '/api/artists/1'],
    ['DELETE', '/api/artists/1'],
    ['GET', '/api/products/decommissioned'],
    ['POST', '/api/products'],
    ['PATCH', '/api/products/1'],
    ['PATCH', '/api/products/1/decommission'],
    ['DELETE', '/api/products/1'],
    ['POST', '/api/coming-soon'],
    ['PATCH', '/api/coming-soon/1'],
    ['DELETE', '/api/coming-soon/1'],
    ['POST', '/api/coming-soon/1/convert'],
    ['GET', '/api/stats'],
  ];
  const direct = (method: string, path: string, headers: Record<string, string> = {}) => {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    return fetch(`${catalog.url}${path}`, {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
      body: hasBody ? JSON.stringify(artistInput) : undefined,
    });
  };

  test('an admin route called directly without the assertion is 401, with a bad or stale one 403', async () => {
    for (const [method, path] of adminRoutes) {
      const without = await direct(method, path);
      assert.equal(without.status, 401, `${method} ${path} without`);
      assert.equal(((await without.json()) as { message: string }).message, 'Admin assertion required');
      const forged = await direct(method, path, {
        [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
          'another-secret-0123456789abcdef0123',
          { method, url: path },
          1,
        ),
      });
      assert.equal(forged.status, 403, `${method} ${path} forged`);
      const stale = await direct(method, path, {
        [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
          internalAuthSecret,
          { method, url: path },
          1,
          Date.now() - 60_000,
        ),
      });
      assert.equal(stale.status, 403, `${method} ${path} stale`);
      const otherPath = await direct(method, path, {
        [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
          internalAuthSecret,
          { method, url: '/api/artists/2' },
          1,
        ),
      });
      assert.equal(otherPath.status, 403, `${method} ${path} signed for another path`);
    }
    const good = await direct('GET', '/api/collections', {
      [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
        internalAuthSecret,
        { method: 'GET', url: '/api/collections' },
        1,
      ),
    });
    assert.equal(good.status, 200);
    assert.equal((await direct('GET', '/api/collections/active')).status, 200, 'public reads need nothing');
  });

  /** Sends the path byte for byte (fetch would normalise dot segments and slashes). */
  const raw = (method: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(catalog.url);
      const req = httpRequest({ host: url.hostname, port: url.port, method, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  test('path variants never reach an admin handler without the assertion', async () => {
    const variants: Array<[string, number]> = [
      ['/API/COLLECTIONS', 404],
      ['/api/Collections', 404],
      ['/api/collections/', 404],
      ['//api/collections', 400],
      ['/api//collections', 400],
      ['/api/./collections', 400],
      ['/api/collections/active/../', 400],
      ['/api%2Fcollections', 400],
      ['/api/collections%2Factive', 400],
      // Not the admin list: an id that is not a number.
      ['/api/products/DECOMMISSIONED', 400],
    ];
    for (const [path, status] of variants) assert.equal(await raw('GET', path), status, path);
    assert.equal(await raw('GET', '/api/collections'), 401, 'the canonical path is the admin list');
  });
});
