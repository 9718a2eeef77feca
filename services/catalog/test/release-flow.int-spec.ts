// The release flow (libs/contracts/src/flows/release-flow.ts) against the catalog as it starts: the
// consumers it subscribes to the flow's events are exactly its steps', each once, and every step of
// catalog names code that exists.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { registrationProblems, releaseFlowSteps } from '@atelier/contracts/release-flow';
import { createLogger } from '@atelier/platform';
import { createTestDatabase, SubscriptionsRecorder, type TestDatabase } from '@atelier/platform/testing';
import { type RunningCatalog, startCatalog } from '../src/index.js';

let database: TestDatabase;
let catalog: RunningCatalog;
const bus = new SubscriptionsRecorder(createLogger('catalog', 'silent'));

before(async () => {
  database = await createTestDatabase('release_flow');
  catalog = await startCatalog(
    { database: database.connection, bus, logger: createLogger('catalog', 'silent') },
    { port: 0, host: '127.0.0.1', internalAuthSecret: 'catalog-test-secret-0123456789abcdef-xyz' },
  );
});

after(async () => {
  await catalog?.close();
  await bus.close();
  await database?.drop();
});

test("catalog subscribes each of its release-flow steps' consumers once, to its event, and no other", () => {
  assert.ok(bus.made.length > 0);
  assert.deepEqual(registrationProblems('catalog', bus.made), []);
});

test("each catalog step's code is where the declaration says", () => {
  // From dist/test: the service's sources, services/catalog/src.
  const src = new URL('../../src/', import.meta.url);
  for (const [name, step] of releaseFlowSteps().filter(([, s]) => s.service === 'catalog'))
    assert.ok(existsSync(fileURLToPath(new URL(step.code, src))), `${name}: ${step.code}`);
});
