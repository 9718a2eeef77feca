import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PeriodicTask } from './periodic-task.js';

test('one run at a time: runNow() during a run joins it; stop() waits for it', async () => {
  let runs = 0;
  let release!: () => void;
  const task = new PeriodicTask(async () => {
    runs++;
    await new Promise<void>((resolve) => (release = resolve));
    return runs;
  }, 60_000);
  const first = task.runNow();
  const joined = task.runNow();
  assert.equal(runs, 1);
  const stopped = task.stop();
  release();
  assert.deepEqual(await Promise.all([first, joined]), [1, 1]);
  await stopped;
  const second = task.runNow();
  release();
  assert.equal(await second, 2);
});

test('runs on its interval until stopped', async () => {
  let runs = 0;
  const task = new PeriodicTask(async () => void runs++, 10);
  task.start();
  await new Promise((resolve) => setTimeout(resolve, 60));
  await task.stop();
  const seen = runs;
  assert.ok(seen >= 2, `ran ${seen} times`);
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(runs, seen);
});
