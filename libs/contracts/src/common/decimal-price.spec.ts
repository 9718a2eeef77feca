import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decimalStringSchema, optionalPriceInputSchema, priceInputSchema } from './decimal-price.js';

const price = priceInputSchema('price');

test('a price arrives as a number or a numeric string and leaves with two places', () => {
  assert.equal(price.parse(4800), '4800.00');
  assert.equal(price.parse(19.9), '19.90');
  assert.equal(price.parse('19.99'), '19.99');
  assert.equal(price.parse(' 0042.5 '), '42.50');
  assert.equal(price.parse(0), '0.00');
  assert.equal(price.parse('99999999.99'), '99999999.99');
});

test('a price that the database cannot hold exactly is refused with a message', () => {
  const message = (value: unknown) => price.safeParse(value).error?.issues[0]?.message;
  assert.equal(message('-1'), 'price must not be negative');
  assert.equal(message(-0.5), 'price must not be negative');
  assert.equal(message('12.345'), 'price must be a number with at most 2 decimal places');
  assert.equal(message('1e3'), 'price must be a number with at most 2 decimal places');
  assert.equal(message('12,50'), 'price must be a number with at most 2 decimal places');
  assert.equal(message('100000000'), 'price must be less than 100000000');
  assert.equal(message(Number.NaN), 'price is required');
  assert.equal(message(''), 'price is required');
  assert.equal(message(undefined), 'price is required');
  assert.equal(message(true), 'price is required');
});

test('an optional price is null when blank', () => {
  const estimate = optionalPriceInputSchema('estimatedPrice');
  assert.equal(estimate.parse(''), null);
  assert.equal(estimate.parse(null), null);
  assert.equal(estimate.parse(undefined), null);
  assert.equal(estimate.parse('3200'), '3200.00');
  assert.equal(estimate.safeParse('abc').success, false);
});

test('answers carry decimal strings with two places', () => {
  assert.equal(decimalStringSchema.safeParse('4800.00').success, true);
  assert.equal(decimalStringSchema.safeParse('4800').success, false);
  assert.equal(decimalStringSchema.safeParse(4800).success, false);
});
