// The release flow (libs/contracts/src/flows/release-flow.ts) against the catalog as it starts: the
// consumers it subscribes to the flow's events are exactly its steps', each once; each claim step
// with an inbox handles the award source it is declared for, and only it; every step of catalog
// names code that exists.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { type AwardSource, registrationProblems, releaseFlowSteps } from '@atelier/contracts/release-flow';
import { claimLapsedEvent, claimPaidEvent, type EventEnvelope } from '@atelier/contracts';
import { createLogger, newEvent } from '@atelier/platform';
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

test('each claim step that keeps an inbox handled the claims of its declared award source, and only those', async () => {
  // Claims of awards nobody holds: each step's consumer settles nothing, but records what it handled.
  const sent: Array<EventEnvelope & { source: AwardSource }> = [];
  for (const source of ['auction', 'draw', 'offer'] as const) {
    const claim = {
      claimId: randomUUID(),
      awardId: randomUUID(),
      source,
      sourceId: 999_999,
      productId: 999_999,
      buyerId: randomUUID(),
    };
    for (const event of [
      newEvent(claimPaidEvent, { ...claim, orderId: 999_999 }),
      newEvent(claimLapsedEvent, { ...claim, reason: 'expired' }),
    ]) {
      sent.push({ ...event, source });
      await bus.publish(event);
    }
  }
  while (bus.unsettledDeliveries > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(bus.deadLetters, []);
  const handled = await catalog.db.prisma.inboxEvent.findMany();
  const claimSteps = releaseFlowSteps().flatMap(([name, step]) =>
    step.service === 'catalog' && step.on && step.source ? [{ name, ...step }] : [],
  );
  const withInbox = claimSteps.filter((step) => handled.some((row) => row.consumer === step.consumer));
  // The auctions' and the draws' consumers keep one (the offers' settle by the award's move alone).
  assert.deepEqual(
    withInbox.map((step) => step.name),
    ['auctionClaimPaid', 'drawClaimPaid', 'secondChance', 'nextAlternate'],
  );
  for (const step of withInbox) {
    const ids = handled.filter((row) => row.consumer === step.consumer).map((row) => row.eventId);
    const expected = sent.filter((e) => e.type === step.on.type && e.source === step.source).map((e) => e.id);
    assert.deepEqual(ids.sort(), expected.sort(), step.name);
  }
});

test("each catalog step's code is where the declaration says", () => {
  // From dist/test: the service's sources, services/catalog/src.
  const src = new URL('../../src/', import.meta.url);
  for (const [name, step] of releaseFlowSteps().filter(([, s]) => s.service === 'catalog'))
    assert.ok(existsSync(fileURLToPath(new URL(step.code, src))), `${name}: ${step.code}`);
});
