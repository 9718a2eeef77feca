import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '@atelier/platform';
import { loadAllInOneEnv } from './config.js';

test('runs with no configuration at all', () => {
  const env = loadAllInOneEnv({});
  assert.equal(env.PORT, 3000);
  assert.equal(env.ADMIN_USERNAME, 'admin');
  assert.equal(env.ADMIN_PASSWORD, undefined);
  assert.equal(env.SEED_DEMO_DATA, true);
  assert.match(env.DATA_DIR, /\.data$/);
  assert.equal(loadAllInOneEnv({ ADMIN_PASSWORD: '' }).ADMIN_PASSWORD, undefined, 'blank means unset');
});

test('names every bad variable in one error', () => {
  assert.throws(
    () => loadAllInOneEnv({ PORT: 'eighty', ADMIN_PASSWORD: 'short', SEED_DEMO_DATA: 'maybe' }),
    (error: unknown) =>
      error instanceof ConfigError &&
      ['PORT', 'ADMIN_PASSWORD', 'SEED_DEMO_DATA'].every((name) => error.message.includes(name)),
  );
});
