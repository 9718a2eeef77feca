import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  it('reads days and hours, hours and minutes, then minutes and seconds', () => {
    expect(formatTimeLeft((2 * 86400 + 4 * 3600 + 59) * 1000)).toBe('2d 4h');
    expect(formatTimeLeft((3 * 3600 + 12 * 60) * 1000)).toBe('3h 12m');
    expect(formatTimeLeft((4 * 60 + 5) * 1000)).toBe('4m 05s');
    expect(formatTimeLeft(0)).toBe('Ended');
  });
});
