import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPhoneForDisplay, parseUsPhoneNumber } from './us-phone-number.js';

test('common US writings all become the same E.164 number', () => {
  for (const written of ['(415) 555-0134', '415.555.0134', '+1 415 555 0134', '4155550134', '1-415-555-0134'])
    assert.deepEqual(parseUsPhoneNumber(written), { ok: true, e164: '+14155550134' }, written);
});

test('blank, letters, wrong lengths, foreign and impossible numbers are refused with a reason', () => {
  assert.deepEqual(parseUsPhoneNumber('   '), { ok: false, problem: 'Please enter a phone number' });
  for (const bad of [
    'call me',
    '555-0134',
    '+44 20 7946 0958',
    '(015) 555-0134',
    '415 155 0134',
    '4155550134567',
  ])
    assert.equal(parseUsPhoneNumber(bad).ok, false, bad);
});

test('display: (XXX) XXX-XXXX for 10 digits, otherwise unchanged', () => {
  assert.equal(formatPhoneForDisplay('+14155550134'), '(415) 555-0134');
  assert.equal(formatPhoneForDisplay('4155550134'), '(415) 555-0134');
  assert.equal(formatPhoneForDisplay('+442079460958'), '+442079460958');
  assert.equal(formatPhoneForDisplay('12345'), '12345');
});
