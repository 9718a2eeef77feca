import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddress } from './client-address.js';

test("the gateway's forwarded address wins over the socket's; anything not an address is null", () => {
  assert.equal(clientAddress('203.0.113.7', '127.0.0.1'), '203.0.113.7');
  assert.equal(clientAddress('2001:db8::1, 10.0.0.1', '127.0.0.1'), '2001:db8::1');
  assert.equal(clientAddress(undefined, '127.0.0.1'), '127.0.0.1');
  assert.equal(clientAddress('', '::1'), '::1');
  assert.equal(clientAddress('<script>', '127.0.0.1'), null);
});
