// scripts/start-in-order.mjs: the cluster's start order. Run by npm test (scripts/test-all.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startInOrder } from './start-in-order.mjs';

/** Records starts and readiness; each app is ready a few ms after it starts. */
async function run(apps) {
  const log = [];
  await startInOrder(apps, {
    start: (app) => log.push(`start ${app.name}`),
    whenReady: async (app) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`ready ${app.name}`);
    },
  });
  return log;
}

test('an app starts only once the apps it waits for are ready; the others start at once', async () => {
  const log = await run([
    { name: 'catalog', waitsFor: ['notifications'] },
    { name: 'cart-checkout', waitsFor: ['catalog'] },
    { name: 'notifications' },
    { name: 'gateway' },
  ]);
  const at = (entry) => log.indexOf(entry);
  assert.ok(at('ready notifications') < at('start catalog'), log.join(', '));
  assert.ok(at('ready catalog') < at('start cart-checkout'), log.join(', '));
  assert.ok(at('start gateway') < at('ready notifications'), log.join(', '));
  assert.equal(log.filter((entry) => entry.startsWith('start')).length, 4);
  assert.equal(log.filter((entry) => entry.startsWith('ready')).length, 4);
});

test('an app that never gets ready holds back the apps waiting for it, and fails the start', async () => {
  const started = [];
  await assert.rejects(
    startInOrder([{ name: 'catalog', waitsFor: ['notifications'] }, { name: 'notifications' }], {
      start: (app) => started.push(app.name),
      whenReady: async (app) => {
        if (app.name === 'notifications') throw new Error('notifications never answered ready');
      },
    }),
    /never answered ready/,
  );
  assert.deepEqual(started, ['notifications']);
});

test('waiting for an unknown app, or a cycle, is refused before anything starts', async () => {
  await assert.rejects(
    run([{ name: 'catalog', waitsFor: ['notifcations'] }]),
    /notifcations, which is not an app/,
  );
  await assert.rejects(
    run([
      { name: 'catalog', waitsFor: ['notifications'] },
      { name: 'notifications', waitsFor: ['catalog'] },
    ]),
    /wait for each other: catalog -> notifications -> catalog/,
  );
});
