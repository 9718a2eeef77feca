/**
 * Who a drawn release's pieces are offered to, decided here and nowhere else (the repository only
 * reads and writes, under the release row's lock). An offer is outstanding while it is offered or
 * paid; a lapsed one frees its piece for the next entrant in draw order who has had no offer.
 */
export interface ReleaseOffer {
  buyerId: string;
  state: 'offered' | 'paid' | 'lapsed';
}

/** An entry with its place in the draw (1 = first drawn). */
export interface PlacedEntry {
  buyerId: string;
  position: number;
}

export interface NextOffer {
  buyerId: string;
  /** The offers made for this release so far, this one included (1 = the first winner). */
  rank: number;
}

/**
 * The offers to make now: while fewer than `quantity` are outstanding, the next entrants in draw
 * order who have not been offered a piece of this release yet (whatever became of that offer).
 */
export function nextOffers(quantity: number, offers: ReleaseOffer[], placed: PlacedEntry[]): NextOffer[] {
  const outstanding = offers.filter((offer) => offer.state !== 'lapsed').length;
  const free = quantity - outstanding;
  if (free <= 0) return [];
  const offered = new Set(offers.map((offer) => offer.buyerId));
  return [...placed]
    .sort((a, b) => a.position - b.position)
    .filter((entry) => !offered.has(entry.buyerId))
    .slice(0, free)
    .map((entry, i) => ({ buyerId: entry.buyerId, rank: offers.length + i + 1 }));
}

/**
 * With no offer left open (each paid or lapsed, and nobody left to offer one to), the pieces
 * nobody paid for go back on sale; while one is open the piece stays out of carts.
 */
export const backOnSale = (offers: ReleaseOffer[], madeNow: number): boolean =>
  madeNow === 0 && offers.every((offer) => offer.state !== 'offered');
