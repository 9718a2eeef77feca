import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.js';
import { envAmqpUrl, envBoolean, envLogLevel, envNamespace, envPort, envPostgresUrl } from './env-fields.js';

const schema = z.object({
  PORT: envPort(3000),
  DATABASE_URL: envPostgresUrl,
  AMQP_URL: envAmqpUrl,
  LOG_LEVEL: envLogLevel,
  SEED_DEMO_DATA: envBoolean(true),
  EVENT_NAMESPACE: envNamespace,
});

const captureConfigError = (env: Record<string, string | undefined>): ConfigError => {
  try {
    loadConfig('catalog', schema, env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected a ConfigError, got ${String(error)}`);
    return error;
  }
  assert.fail('loadConfig accepted an invalid environment');
};

describe('loadConfig', () => {
  test('returns a typed object with defaults for every optional variable', () => {
    const config = loadConfig('catalog', schema, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier',
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
      UNRELATED: 'ignored',
    });
    assert.deepEqual(config, {
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier',
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
      EVENT_NAMESPACE: 'atelier',
    });
  });

  test('coerces provided values into their types', () => {
    const config = loadConfig('catalog', schema, {
      PORT: '8081',
      DATABASE_URL: 'postgresql://db/atelier',
      AMQP_URL: 'amqps://broker',
      LOG_LEVEL: 'debug',
      SEED_DEMO_DATA: '0',
      EVENT_NAMESPACE: 'staging-1',
    });
    assert.equal(config.PORT, 8081);
    assert.equal(config.SEED_DEMO_DATA, false);
    assert.equal(config.LOG_LEVEL, 'debug');
    assert.equal(config.EVENT_NAMESPACE, 'staging-1');
  });

  test('throws one ConfigError naming every bad or missing variable at once', () => {
    const error = captureConfigError({
      PORT: 'eighty',
      AMQP_URL: 'http://broker',
      SEED_DEMO_DATA: 'yes',
      EVENT_NAMESPACE: 'Has Spaces',
    });
    assert.equal(error.name, 'ConfigError');
    assert.equal(error.appName, 'catalog');
    const variables = error.problems.map((problem) => problem.split(':')[0]).sort();
    assert.deepEqual(variables, ['AMQP_URL', 'DATABASE_URL', 'EVENT_NAMESPACE', 'PORT', 'SEED_DEMO_DATA']);
    const byVariable = (name: string) =>
      error.problems.find((problem) => problem.startsWith(`${name}:`)) ?? '';
    assert.match(byVariable('DATABASE_URL'), /is required \(missing\)$/);
    assert.match(byVariable('AMQP_URL'), /must be an amqp:\/\/ URL \(got "http:\/\/broker"\)$/);
    assert.match(byVariable('SEED_DEMO_DATA'), /must be true or false \(got "yes"\)$/);
    assert.match(byVariable('PORT'), /\(got "eighty"\)$/);
    assert.ok(error.message.startsWith('catalog: invalid configuration\n'));
    for (const problem of error.problems) assert.ok(error.message.includes(`  - ${problem}`), problem);
  });

  test('a bad log level is reported, not silently defaulted', () => {
    const error = captureConfigError({
      DATABASE_URL: 'postgres://db',
      AMQP_URL: 'amqp://b',
      LOG_LEVEL: 'verbose',
    });
    assert.equal(error.problems.length, 1);
    assert.match(error.problems[0], /^LOG_LEVEL: .*\(got "verbose"\)$/);
  });
});
