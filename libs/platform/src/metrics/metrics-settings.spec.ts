import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../config/load-config.js';
import { loadMetricsSettings } from './metrics-settings.js';

test('requests are measured by default, but served only on METRICS_PORT, on loopback unless told', () => {
  assert.deepEqual(loadMetricsSettings({}), { enabled: true });
  assert.deepEqual(loadMetricsSettings({ METRICS_PORT: '9464' }), {
    enabled: true,
    listener: { port: 9464, host: '127.0.0.1' },
  });
  assert.deepEqual(
    loadMetricsSettings({
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: 'a-token-of-20-chars!',
    }),
    { enabled: true, listener: { port: 9464, host: '0.0.0.0', token: 'a-token-of-20-chars!' } },
  );
});

test('METRICS_ENABLED=false turns off both, whatever the port', () => {
  assert.deepEqual(
    loadMetricsSettings({ METRICS_ENABLED: 'false', METRICS_PORT: '9464', METRICS_TOKEN: '' }),
    {
      enabled: false,
    },
  );
});

test('a bad value is refused at start-up, naming the variable', () => {
  assert.throws(
    () => loadMetricsSettings({ METRICS_ENABLED: 'yes', METRICS_TOKEN: 'short', METRICS_PORT: '70000' }),
    (error: unknown) =>
      error instanceof ConfigError &&
      /METRICS_ENABLED: must be true or false/.test(error.message) &&
      /METRICS_TOKEN: must be at least 16 characters/.test(error.message) &&
      /METRICS_PORT: must be a port number/.test(error.message),
  );
});
