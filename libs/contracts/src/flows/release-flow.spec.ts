import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as contracts from '../index.js';
import { apiRoutes } from '../api/api-routes.js';
import { eventService } from '../events/public-reads.js';
import {
  type FlowEvent,
  registrationProblems,
  releaseFlow,
  releaseFlowSteps,
  releaseFlowTable,
  stepsStartedBy,
} from './release-flow.js';

const steps = releaseFlowSteps();
const names = new Set(steps.map(([name]) => name));
const flowEvents = steps.flatMap(([, step]) => [...(step.on ? [step.on] : []), ...step.emits]);
/** An event's type prefix names the service that records it ('checkout' is cart-checkout's). */
const serviceOf = (event: FlowEvent) =>
  eventService(event.type) === 'checkout' ? 'cart-checkout' : eventService(event.type);

describe('the release flow declaration', () => {
  test('every event it lists is an event of the contracts', () => {
    const defined = new Set<unknown>(
      Object.values(contracts as Record<string, unknown>).filter(
        (value) => typeof value === 'object' && value !== null && 'type' in value && 'payload' in value,
      ),
    );
    for (const event of flowEvents)
      assert.ok(defined.has(event), `${event.type} is not exported by the contracts`);
  });

  test('each step emits only its own service’s events', () => {
    for (const [name, step] of steps)
      for (const event of step.emits)
        assert.equal(serviceOf(event), step.service, `${name} emits ${event.type}`);
  });

  test('every event that starts a step is emitted by a step of the flow', () => {
    const emitted = new Set(steps.flatMap(([, step]) => step.emits.map((e) => e.type)));
    for (const [name, step] of steps)
      if (step.on)
        assert.ok(emitted.has(step.on.type), `${name} waits for ${step.on.type}, which no step emits`);
  });

  test('each event starts one step per service, or one per award source, every source covered once', () => {
    const sources = contracts.pieceAwardSchema.shape.source.options;
    for (const [, first] of steps) {
      if (!first.on) continue;
      const same = stepsStartedBy(first.on.type).filter(([, step]) => step.service === first.service);
      if (same.length === 1 && !('source' in same[0]![1] && same[0]![1].source)) continue;
      const covered = same.map(([name, step]) => {
        assert.ok(
          step.on && step.source,
          `${name} shares ${first.on!.type} in ${first.service} without a source`,
        );
        return step.source;
      });
      assert.deepEqual([...covered].sort(), [...sources].sort(), `${first.on.type} in ${first.service}`);
    }
  });

  test('consumer names are unique and start with their service', () => {
    const consumers = steps.flatMap(([, step]) => (step.on ? [[step.service, step.consumer] as const] : []));
    assert.equal(new Set(consumers.map(([, c]) => c)).size, consumers.length);
    for (const [service, consumer] of consumers) assert.ok(consumer.startsWith(`${service}.`), consumer);
  });

  test("a step started by a request names routes that exist and belong to the step's service", () => {
    for (const [name, step] of steps) {
      if (step.on) continue;
      assert.ok(step.requests.length > 0 || step.task, `${name} is started by nothing`);
      for (const route of step.requests) {
        const declared = apiRoutes[route];
        assert.ok(declared, `${name}: no route ${route}`);
        assert.equal(declared.service, step.service, `${name}: ${route}`);
      }
    }
  });

  test('compensations name steps of the flow', () => {
    for (const [name, step] of steps)
      for (const compensation of step.compensations)
        for (const by of compensation.by ?? []) assert.ok(names.has(by as never), `${name} → ${by}`);
  });

  test('docs/drawn-releases.md shows the flow as declared', () => {
    const docs = readFileSync(
      fileURLToPath(new URL('../../../../../docs/drawn-releases.md', import.meta.url)),
      'utf8',
    );
    const shown = /<!-- release-flow:start[^>]*-->\n([\s\S]*?)\n<!-- release-flow:end -->/.exec(docs)?.[1];
    assert.ok(shown, 'docs/drawn-releases.md has no release-flow table between its markers');
    // Prettier pads the table's cells and spaces it out: compared cell by cell, the separator row aside.
    const cells = (table: string) =>
      table
        .split('\n')
        .filter((row) => row.trim() !== '' && !/^\|[\s|:-]+\|$/.test(row))
        .map((row) => row.split(/(?<!\\)\|/).map((cell) => cell.trim()));
    assert.deepEqual(
      cells(shown),
      cells(releaseFlowTable()),
      `the table is out of date; print it with: node -e "import('@atelier/contracts/release-flow').then((m) => console.log(m.releaseFlowTable()))"`,
    );
  });
});

describe('registrationProblems', () => {
  const subscribed = steps.flatMap(([, step]) =>
    step.on && step.service === 'catalog' ? [{ consumer: step.consumer, eventTypes: [step.on.type] }] : [],
  );

  test("catalog's declared consumers, each once, is no problem; other events' consumers are no concern", () => {
    const unrelated = { consumer: 'catalog.buyer-cards', eventTypes: ['checkout.buyer-card.saved'] };
    assert.deepEqual(registrationProblems('catalog', [...subscribed, unrelated]), []);
  });

  test('a step without its consumer, one subscribed twice, or to another event, is a problem', () => {
    const { secondChance, commitHold, restock } = releaseFlow.steps;
    const problems = registrationProblems('catalog', [
      ...subscribed.filter((s) => s.consumer !== secondChance.consumer && s.consumer !== restock.consumer),
      { consumer: commitHold.consumer, eventTypes: ['checkout.order.paid'] },
      { consumer: restock.consumer, eventTypes: ['checkout.order.paid'] },
    ]);
    assert.deepEqual(problems, [
      'commitHold: consumer catalog.stock-holds subscribed 2 times, not once',
      'secondChance: consumer catalog.auction-claim-lapsed subscribed 0 times, not once',
      'restock: consumer catalog.order-restocks listens to checkout.order.paid, not checkout.order.refunded',
    ]);
  });

  test('another consumer of a step’s event in that service is a step missing from the declaration', () => {
    const stray = { consumer: 'catalog.claim-audit', eventTypes: ['checkout.claim.lapsed'] };
    assert.deepEqual(registrationProblems('catalog', [...subscribed, stray]), [
      'catalog.claim-audit handles checkout.claim.lapsed in catalog but is no step of the release flow',
    ]);
  });
});
