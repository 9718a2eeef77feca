import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { resolveAdminPassword } from './admin-password.js';

test('a configured password wins and nothing is written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-admin-'));
  assert.equal(resolveAdminPassword(dir, 'configured-password'), 'configured-password');
  assert.throws(() => statSync(join(dir, 'admin-password.txt')));
});

test('otherwise one is generated on first start, kept private, and reused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-admin-'));
  const first = resolveAdminPassword(dir, undefined);
  assert.ok(first.length >= 16);
  assert.equal(statSync(join(dir, 'admin-password.txt')).mode & 0o777, 0o600);
  assert.equal(readFileSync(join(dir, 'admin-password.txt'), 'utf8').trim(), first);
  assert.equal(resolveAdminPassword(dir, undefined), first);
});
