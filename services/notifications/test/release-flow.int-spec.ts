// The release flow (libs/contracts/src/flows/release-flow.ts) against notifications as it starts:
// the consumers it subscribes to the flow's events are exactly its steps', each once, and every
// step of notifications names code that exists.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { registrationProblems, releaseFlowSteps } from '@atelier/contracts/release-flow';
import { createLogger } from '@atelier/platform';
import { SubscriptionsRecorder } from '@atelier/platform/testing';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
const bus = new SubscriptionsRecorder(createLogger('notifications', 'silent'));

before(async () => {
  rig = await startTextingRig('release-flow');
  t = await startTestNotifications('release_flow', { bus, textQueue: rig.newQueue() });
});
after(async () => {
  await t?.close();
  await bus.close();
  await rig?.close();
});

test("notifications subscribes each of its release-flow steps' consumers once, to its event, and no other", () => {
  assert.ok(bus.made.length > 0);
  assert.deepEqual(registrationProblems('notifications', bus.made), []);
});

test("each notifications step's code is where the declaration says", () => {
  // From dist/test: the service's sources, services/notifications/src.
  const src = new URL('../../src/', import.meta.url);
  for (const [name, step] of releaseFlowSteps().filter(([, s]) => s.service === 'notifications'))
    assert.ok(existsSync(fileURLToPath(new URL(step.code, src))), `${name}: ${step.code}`);
});
