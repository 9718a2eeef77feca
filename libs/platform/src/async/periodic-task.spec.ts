import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Logger } from 'pino';
import { countSettled, PeriodicTask } from './periodic-task.js';

function recordingLogger() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }),
  } as unknown as Logger;
  return { logger, warnings };
}

/** A task whose passes each wait until the test lets them finish. */
function heldTask(intervalMs: number) {
  let runs = 0;
  const releases: Array<() => void> = [];
  const pass = async () => {
    runs++;
    await new Promise<void>((resolve) => releases.push(resolve));
    return runs;
  };
  const task = new PeriodicTask({ name: 'test pass', intervalMs, logger: recordingLogger().logger, pass });
  return { task, runs: () => runs, release: () => releases.shift()?.() };
}

test('one pass at a time: runNow() during a pass joins it; stop() waits for it', async () => {
  const { task, ...held } = heldTask(60_000);
  const first = task.runNow();
  const joined = task.runNow();
  assert.equal(held.runs(), 1);
  const stopped = task.stop();
  held.release();
  assert.deepEqual(await Promise.all([first, joined]), [1, 1]);
  await stopped;
  const second = task.runNow();
  held.release();
  assert.equal(await second, 2);
});

test('runs on its interval, never two passes at once, until stopped', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const { task, ...held } = heldTask(1_000);
  task.start();
  t.mock.timers.tick(999);
  assert.equal(held.runs(), 0);
  t.mock.timers.tick(1);
  assert.equal(held.runs(), 1);
  // Due again while the first pass is still going: not doubled.
  t.mock.timers.tick(1_000);
  assert.equal(held.runs(), 1);
  held.release();
  assert.equal(await task.runNow(), 1); // joins the first pass, now done
  t.mock.timers.tick(1_000);
  assert.equal(held.runs(), 2);
  const stopped = task.stop();
  held.release();
  await stopped;
  t.mock.timers.tick(10_000);
  assert.equal(held.runs(), 2);
});

test('a failing pass is logged and the next one still runs', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const { logger, warnings } = recordingLogger();
  let runs = 0;
  const failure = new Error('database away');
  const task = new PeriodicTask({
    name: 'test pass',
    intervalMs: 1_000,
    logger,
    pass: async () => {
      runs++;
      if (runs === 1) throw failure;
      return runs;
    },
  });
  assert.equal(await task.runNow(), undefined);
  assert.deepEqual(warnings, [
    { fields: { err: failure }, message: 'test pass failed; retrying on the next pass' },
  ]);
  task.start();
  t.mock.timers.tick(1_000);
  assert.equal(runs, 2);
  await task.stop();
  assert.equal(warnings.length, 1);
});

test('countSettled settles one id at a time and counts those it won', async () => {
  const settling: number[] = [];
  let inFlight = 0;
  const settled = await countSettled([1, 2, 3, 4], async (id) => {
    inFlight++;
    assert.equal(inFlight, 1);
    await Promise.resolve();
    settling.push(id);
    inFlight--;
    return id % 2 === 0;
  });
  assert.equal(settled, 2);
  assert.deepEqual(settling, [1, 2, 3, 4]);
});
