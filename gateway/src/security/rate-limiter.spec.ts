import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter } from './rate-limiter.js';

test('allows the limit per window, then says how long to wait', () => {
  const limiter = new RateLimiter(2, 60_000);
  assert.equal(limiter.hit('a', 0), 0);
  assert.equal(limiter.hit('a', 1_000), 0);
  assert.equal(limiter.hit('a', 2_000), 58);
  assert.equal(limiter.hit('b', 2_000), 0, 'keys are counted apart');
  assert.equal(limiter.hit('a', 60_000), 0, 'a new window starts');
});

test('reset forgets a key', () => {
  const limiter = new RateLimiter(1, 60_000);
  limiter.hit('a', 0);
  assert.ok(limiter.hit('a', 1) > 0);
  limiter.reset('a');
  assert.equal(limiter.hit('a', 2), 0);
});
