import { describe, expect, it } from 'vitest';
import { csv, slugify } from './exports';

describe('exports', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses formulas but not +1 numbers', () => {
    expect(csv([['a,b', 'say "hi"', 'x\ny', '=SUM(A1)', '+14155550134']])).toBe(
      '"a,b","say ""hi""","x\ny",\'=SUM(A1),+14155550134\r\n',
    );
  });
  it('slugs item names for file names', () => {
    expect(slugify('Kasumi Console')).toBe('kasumi-console');
    expect(slugify('Été à Paris!')).toBe('ete-a-paris');
    expect(slugify('!!!')).toBe('item');
  });
});
