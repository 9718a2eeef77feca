// The release flow (libs/contracts/src/flows/release-flow.ts) against cart-checkout as it starts: the
// consumers it subscribes to the flow's events are exactly its steps', each once, and every step of
// cart-checkout names code that exists.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { registrationProblems, releaseFlowSteps } from '@atelier/contracts/release-flow';
import { createLogger } from '@atelier/platform';
import { createTestDatabase, SubscriptionsRecorder, type TestDatabase } from '@atelier/platform/testing';
import { type RunningCartCheckout, startCartCheckout } from '../src/index.js';

let database: TestDatabase;
let service: RunningCartCheckout;
const logger = createLogger('cart-checkout', 'silent');
const bus = new SubscriptionsRecorder(logger);

before(async () => {
  database = await createTestDatabase('release_flow');
  service = await startCartCheckout(
    { database: database.connection, bus, logger },
    {
      port: 0,
      host: '127.0.0.1',
      internalAuthSecret: 'cart-checkout-test-secret-0123456789abcdef',
      // Nobody answers there: the product read model starts empty, which is all this test needs.
      catalogUrl: 'http://127.0.0.1:9',
      payments: { provider: 'simulated' },
      holdMinutes: 15,
      holdMinutesBeforePayment: 5,
      publicOrigin: 'https://atelier.test',
      maxHeldPieces: 5,
      intentsPerSessionPerHour: 30,
      maxHeldPiecesPerAddress: 1000,
      holdsPerAddressPerHour: 1000,
      expirySweepIntervalMs: 3_600_000,
      claimSweepIntervalMs: 3_600_000,
    },
  );
});

after(async () => {
  await service?.close();
  await bus.close();
  await database?.drop();
});

test("cart-checkout subscribes each of its release-flow steps' consumers once, to its event, and no other", () => {
  assert.ok(bus.made.length > 0);
  assert.deepEqual(registrationProblems('cart-checkout', bus.made), []);
});

test("each cart-checkout step's code is where the declaration says", () => {
  // From dist/test: the service's sources, services/cart-checkout/src.
  const src = new URL('../../src/', import.meta.url);
  for (const [name, step] of releaseFlowSteps().filter(([, s]) => s.service === 'cart-checkout'))
    assert.ok(existsSync(fileURLToPath(new URL(step.code, src))), `${name}: ${step.code}`);
});
