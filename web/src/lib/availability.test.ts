import { describe, expect, it } from 'vitest';
import { availabilityOf, checkBackIn, commissionLinkFor, countAvailable, countSold } from './availability';

const now = new Date('2026-11-25T12:00:00Z');
const inTen = '2026-11-25T12:10:00Z';

describe('availabilityOf', () => {
  it('in stock is available, all held is reserved until the hold lapses, otherwise sold', () => {
    expect(availabilityOf({ quantity: 2, reservedQuantity: 1, reservedUntil: inTen }, now)).toEqual({
      kind: 'available',
      quantity: 2,
    });
    expect(availabilityOf({ quantity: 0, reservedQuantity: 1, reservedUntil: inTen }, now)).toEqual({
      kind: 'reserved',
      until: inTen,
    });
    expect(
      availabilityOf({ quantity: 0, reservedQuantity: 1, reservedUntil: '2026-11-25T11:59:00Z' }, now),
    ).toEqual({ kind: 'sold' });
    expect(availabilityOf({ quantity: 0, reservedQuantity: 0, reservedUntil: null }, now)).toEqual({
      kind: 'sold',
    });
  });

  it('counts only what can be bought as available, and only what is gone as sold', () => {
    const pieces = [
      { quantity: 1, reservedQuantity: 0, reservedUntil: null },
      { quantity: 0, reservedQuantity: 1, reservedUntil: inTen },
      { quantity: 0, reservedQuantity: 0, reservedUntil: null },
    ];
    expect(countAvailable(pieces)).toBe(1);
    expect(countSold(pieces, now)).toBe(1);
  });

  it('says when to check back, and links a commission with the piece filled in', () => {
    expect(checkBackIn(inTen, now)).toBe('check back in 10 minutes');
    expect(checkBackIn('2026-11-25T12:00:20Z', now)).toBe('check back in 1 minute');
    expect(commissionLinkFor({ name: 'Tide Chair', artist: { id: 1, name: 'Mira Sol' } })).toBe(
      '/commission?piece=Tide+Chair&artist=Mira+Sol',
    );
  });
});
