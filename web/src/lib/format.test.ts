import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('format', () => {
  it('formats release dates in UTC', () => {
    expect(formatDate('2026-03-20T00:00:00.000Z')).toBe('March 20, 2026');
    expect(formatDate('2027-12-01T00:00:00.000Z')).toBe('December 1, 2027');
    expect(formatDate('1999-01-31T23:59:59.000Z')).toBe('January 31, 1999');
    expect(formatDate(null)).toBe('TBA');
    expect(formatDate('not a date')).toBe('TBA');
  });

  // The hand-written forms must read exactly as Intl's en-US ones, which the pages showed before.
  it('reads as Intl en-US would, for dates and prices alike', () => {
    const intlDate = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const intlUsd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (let day = 0; day < 800; day += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString();
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    }
    for (const value of [
      0, 0.4, 0.5, 1, 9.5, 999, 999.5, 1000, 12_345.49, 1_234_567, 98_765_432.5, -2.5, -4800,
    ])
      expect(formatPrice(value)).toBe(intlUsd.format(value));
    expect(formatPrice(-0.4)).toBe('$0'); // Intl writes "-$0"
  });

  it('formats prices in USD without decimals', () => {
    expect(formatPrice('4800.00')).toBe('$4,800');
    // Issue 19: the search rows and share text once showed these raw.
    expect(formatPrice('16800.00')).toBe('$16,800');
    expect(formatPrice('22000.00')).toBe('$22,000');
    expect(formatPrice(950)).toBe('$950');
    expect(formatPrice(null)).toBe('Price TBA');
    expect(formatPrice('not a price', '')).toBe('');
  });
});
