import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { resolveAdminPassword, shownAdminPassword } from './admin-password.js';

test('a configured password wins, nothing is written, and it is never shown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-admin-'));
  const resolved = resolveAdminPassword(dir, 'configured-password');
  assert.deepEqual(resolved, { password: 'configured-password', generated: false });
  assert.throws(() => statSync(join(dir, 'admin-password.txt')));
  assert.equal(shownAdminPassword(resolved), '(as set in ADMIN_PASSWORD)');
});

test('otherwise one is generated on first start, kept private, reused, and shown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-admin-'));
  const first = resolveAdminPassword(dir, undefined);
  assert.ok(first.generated && first.password.length >= 16);
  assert.equal(statSync(join(dir, 'admin-password.txt')).mode & 0o777, 0o600);
  assert.equal(readFileSync(join(dir, 'admin-password.txt'), 'utf8').trim(), first.password);
  assert.deepEqual(resolveAdminPassword(dir, undefined), first);
  assert.equal(shownAdminPassword(first), first.password);
});
