import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeOrDash,
  formatDateTimeUtc,
  formatDateTimeWithZone,
  formatPrice,
  formatTime,
} from './format';

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

  it('writes a moment in UTC for every reader, as the texts name it', () => {
    expect(formatDateTimeUtc('2026-06-01T21:31:00.000Z')).toBe('June 1, 2026, 21:31 UTC');
    expect(formatDateTimeUtc('2026-01-09T04:05:59.000Z')).toBe('January 9, 2026, 04:05 UTC');
    expect(formatDateTimeUtc(null)).toBe('TBA');
    expect(formatDateTimeUtc('not a date', '—')).toBe('—');
  });

  // The viewer's own zone: compared with the local parts of the same moment, whatever zone runs the test.
  const at = '2026-11-26T15:12:00.000Z';
  const local = new Date(at);
  const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const clock = `${local.getHours() % 12 || 12}:${String(local.getMinutes()).padStart(2, '0')}\u202f${local.getHours() < 12 ? 'AM' : 'PM'}`;
  const day = `${monthShort[local.getMonth()]} ${local.getDate()}, ${local.getFullYear()}`;
  const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

  it("writes the admin's moments as one form, in the viewer's time zone", () => {
    expect(spaced(formatDateTime(at))).toBe(spaced(`${day}, ${clock}`));
    expect(spaced(formatDateTimeOrDash(at))).toBe(spaced(`${day}, ${clock}`));
    expect(formatDateTimeOrDash(null)).toBe('—');
    expect(formatDateTimeOrDash(undefined)).toBe('—');
  });

  it("writes a time of day, and a moment with its zone named, in the viewer's time zone", () => {
    expect(spaced(formatTime(at))).toBe(spaced(clock));
    expect(spaced(formatDateTimeWithZone(at))).toMatch(
      new RegExp(`^${spaced(`${day}, ${clock}`)} [A-Z][\\w+:-]*$`),
    );
  });
});
