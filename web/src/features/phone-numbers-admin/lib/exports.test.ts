import { describe, expect, it } from 'vitest';
import { slugify } from './exports';

describe('exports', () => {
  it('slugs item names for file names', () => {
    expect(slugify('Kasumi Console')).toBe('kasumi-console');
    expect(slugify('Été à Paris!')).toBe('ete-a-paris');
    expect(slugify('!!!')).toBe('item');
  });
});
