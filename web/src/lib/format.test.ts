import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('format', () => {
  it('formats release dates in UTC', () => {
    expect(formatDate('2026-03-20T00:00:00.000Z')).toBe('March 20, 2026');
    expect(formatDate(null)).toBe('TBA');
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
