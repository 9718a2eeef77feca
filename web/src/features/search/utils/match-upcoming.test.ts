import { describe, expect, it } from 'vitest';
import type { ComingSoonItem } from '@atelier/contracts';
import { comingSoonItem } from '@/testing/fixtures';
import { matchUpcoming } from './match-upcoming';

const item = (id: number, fields: Partial<ComingSoonItem>) =>
  comingSoonItem({ id, description: null, artist: null, ...fields });

const artist = (name: string) => ({ id: 1, name, imageUrl: null, specialty: 'Joinery', bio: null });

const items = [
  item(1, { name: 'Solstice Lounge Chair', category: 'seating', description: 'Bent oak.' }),
  item(2, { name: 'Oakhurst Table', category: 'dining', artist: artist('Inês Carvalhal') }),
  item(3, { name: 'Harbour Lamp', category: 'lighting', description: 'Oak and brass.' }),
  item(4, { name: 'Quiet Shelf', category: 'storage', artist: artist('Noor Oakley') }),
];
const names = (query: string) => matchUpcoming(items, query).map((i) => i.name);

describe('matchUpcoming', () => {
  it('ranks a name match above an artist, category or description match, then by name', () => {
    expect(names('oak')).toEqual(['Oakhurst Table', 'Quiet Shelf', 'Harbour Lamp', 'Solstice Lounge Chair']);
  });

  it('needs every word somewhere; case, accents and punctuation do not matter', () => {
    expect(names('oak brass')).toEqual(['Harbour Lamp']);
    expect(names('ines')).toEqual(['Oakhurst Table']);
    expect(names('CARVALHAL, oakhurst!')).toEqual(['Oakhurst Table']);
    expect(names('seating')).toEqual(['Solstice Lounge Chair']);
    expect(names('oak marble')).toEqual([]);
  });

  it('finds nothing for an empty or punctuation-only query', () => {
    expect(names('')).toEqual([]);
    expect(names(' ... ')).toEqual([]);
  });
});
