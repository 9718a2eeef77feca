import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressLimitKey, forwardedClientAddress } from './client-address.js';

test('an IPv4-mapped address counts as its IPv4 address', () => {
  assert.equal(addressLimitKey('::ffff:1.2.3.4'), '1.2.3.4');
  assert.equal(addressLimitKey('::FFFF:1.2.3.4'), '1.2.3.4');
  assert.equal(addressLimitKey('::ffff:102:304'), '1.2.3.4');
  assert.equal(addressLimitKey('1.2.3.4'), '1.2.3.4');
});

test('IPv6 addresses count by their /64, however they are written', () => {
  const key = '2001:db8:1:2::/64';
  for (const address of [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0DB8:0001:0002:0000:0000:0000:0001',
    '2001:db8:1:2::9%eth0',
  ])
    assert.equal(addressLimitKey(address), key, address);
  assert.notEqual(addressLimitKey('2001:db8:1:3::1'), key, 'the next /64 is someone else');
  // Written as PostgreSQL writes network(set_masklen(addr, 64)): the longest run of zeros compressed.
  assert.equal(addressLimitKey('2001:0:0:1::5'), '2001:0:0:1::/64');
  assert.equal(addressLimitKey('2001::5'), '2001::/64');
  assert.equal(addressLimitKey('::1'), '::/64');
});

test('what is not an IP address stays as it is', () => {
  assert.equal(addressLimitKey('unknown'), 'unknown');
  assert.equal(addressLimitKey(''), '');
  assert.equal(addressLimitKey('127.1'), '127.1', 'no shorthand IPv4 forms');
});

test("the gateway's forwarded address wins over the socket's; anything not an address is null", () => {
  assert.equal(forwardedClientAddress('203.0.113.7', '127.0.0.1'), '203.0.113.7');
  assert.equal(forwardedClientAddress('2001:db8::1, 10.0.0.1', '127.0.0.1'), '2001:db8::1');
  assert.equal(forwardedClientAddress(undefined, '127.0.0.1'), '127.0.0.1');
  assert.equal(forwardedClientAddress('', '::1'), '::1');
  assert.equal(forwardedClientAddress('<script>', '127.0.0.1'), null);
});
