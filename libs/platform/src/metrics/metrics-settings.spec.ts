import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../config/load-config.js';
import { loadMetricsSettings } from './metrics-settings.js';

test('metrics are on by default, without a token; METRICS_ENABLED=false turns them off', () => {
  assert.deepEqual(loadMetricsSettings({}), { enabled: true });
  assert.deepEqual(loadMetricsSettings({ METRICS_ENABLED: 'false', METRICS_TOKEN: '' }), { enabled: false });
  assert.deepEqual(loadMetricsSettings({ METRICS_TOKEN: 'a-token-of-20-chars!' }), {
    enabled: true,
    token: 'a-token-of-20-chars!',
  });
});

test('a bad value is refused at start-up, naming the variable', () => {
  assert.throws(
    () => loadMetricsSettings({ METRICS_ENABLED: 'yes', METRICS_TOKEN: 'short' }),
    (error: unknown) =>
      error instanceof ConfigError &&
      /METRICS_ENABLED: must be true or false/.test(error.message) &&
      /METRICS_TOKEN: must be at least 16 characters/.test(error.message),
  );
});
