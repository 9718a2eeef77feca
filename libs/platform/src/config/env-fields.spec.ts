import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  envAmqpUrl,
  envBoolean,
  envByteSize,
  envNamespace,
  envPoolSize,
  envPort,
  envPostgresUrl,
} from './env-fields.js';

describe('envBoolean', () => {
  test('accepts true/false/1/0 and turns them into booleans', () => {
    const field = envBoolean(false);
    assert.equal(field.parse('true'), true);
    assert.equal(field.parse('1'), true);
    assert.equal(field.parse('false'), false);
    assert.equal(field.parse('0'), false);
  });

  test('falls back to its default when unset', () => {
    assert.equal(envBoolean(true).parse(undefined), true);
    assert.equal(envBoolean(false).parse(undefined), false);
  });

  test('rejects anything else with "must be true or false"', () => {
    for (const value of ['yes', 'TRUE', 'on', '', ' true']) {
      const result = envBoolean(true).safeParse(value);
      assert.equal(result.success, false, `accepted ${JSON.stringify(value)}`);
      assert.equal(result.error?.issues[0].message, 'must be true or false');
    }
  });
});

describe('envPort', () => {
  test('coerces a numeric string and defaults when unset', () => {
    assert.equal(envPort(3000).parse('8080'), 8080);
    assert.equal(envPort(3000).parse('0'), 0);
    assert.equal(envPort(3000).parse('65535'), 65535);
    assert.equal(envPort(4100).parse(undefined), 4100);
  });

  test('rejects out-of-range, fractional and non-numeric values', () => {
    for (const value of ['65536', '-1', '80.5', 'http', '3000abc']) {
      assert.equal(envPort(3000).safeParse(value).success, false, `accepted ${value}`);
    }
    assert.equal(envPort(3000).safeParse('70000').error?.issues[0].message, 'must be a port number');
  });
});

describe('URL and namespace fields', () => {
  test('envPostgresUrl wants postgres:// or postgresql://', () => {
    assert.equal(envPostgresUrl.safeParse('postgres://h/db').success, true);
    assert.equal(envPostgresUrl.safeParse('postgresql://h/db').success, true);
    assert.equal(envPostgresUrl.safeParse('mysql://h/db').success, false);
  });

  test('envAmqpUrl wants amqp:// or amqps://', () => {
    assert.equal(envAmqpUrl.safeParse('amqp://h').success, true);
    assert.equal(envAmqpUrl.safeParse('amqps://h').success, true);
    assert.equal(envAmqpUrl.safeParse('https://h').success, false);
  });

  test('envNamespace accepts lowercase names only', () => {
    assert.equal(envNamespace.parse(undefined), 'atelier');
    assert.equal(envNamespace.parse('ci.run_2-b'), 'ci.run_2-b');
    for (const bad of ['Atelier', '-leading', 'has space', 'a'.repeat(62)]) {
      assert.equal(envNamespace.safeParse(bad).success, false, `accepted ${bad}`);
    }
  });
});

describe('envByteSize', () => {
  test('a whole number of bytes, 0 allowed, the default when unset or blank', () => {
    const field = envByteSize(32 * 1024 * 1024);
    assert.equal(field.parse('1048576'), 1048576);
    assert.equal(field.parse('0'), 0);
    assert.equal(field.parse(undefined), 32 * 1024 * 1024);
    assert.equal(field.parse(''), 32 * 1024 * 1024);
  });

  test('rejects negative, fractional and non-numeric values', () => {
    for (const value of ['-1', '1.5', '32MiB', 'lots']) {
      assert.equal(envByteSize(0).safeParse(value).success, false, `accepted ${value}`);
    }
  });
});

describe('envPoolSize (DATABASE_POOL_SIZE)', () => {
  test('a whole number of connections, 10 when unset or blank', () => {
    assert.equal(envPoolSize.parse('4'), 4);
    assert.equal(envPoolSize.parse(undefined), 10);
    assert.equal(envPoolSize.parse(''), 10);
  });

  test('refuses zero, fractions, words and more than 200, naming the problem', () => {
    const cases: Array<[string, RegExp]> = [
      ['0', /at least 1 connection/],
      ['2.5', /whole number of connections/],
      ['many', /number of connections/],
      ['500', /at most 200 connections/],
    ];
    for (const [value, message] of cases) {
      const result = envPoolSize.safeParse(value);
      assert.equal(result.success, false, `accepted ${value}`);
      assert.match(result.error?.issues[0].message ?? '', message);
    }
  });
});
