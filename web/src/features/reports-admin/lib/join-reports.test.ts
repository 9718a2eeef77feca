import { describe, expect, it } from 'vitest';
import type { CatalogReport, SalesReport } from '@atelier/contracts/reports';
import { daysToSale, median, piecesPerBand, sellThrough } from './join-reports';

const sold = (productId: number, pieces: number, firstSoldAt: string) => ({
  productId,
  name: `Order line ${productId}`,
  pieces,
  revenue: '100.00',
  firstSoldAt,
  lastSoldAt: firstSoldAt,
});
const sales = (products: SalesReport['products']) => ({ products });
const catalog: Pick<CatalogReport, 'products' | 'collections'> = {
  products: [
    { productId: 1, name: 'Stool', collectionId: 10, listedAt: '2026-01-01T00:00:00.000Z', unsold: 0 },
    { productId: 2, name: 'Lamp', collectionId: null, listedAt: '2026-01-01T00:00:00.000Z', unsold: 3 },
    { productId: 3, name: 'Mirror', collectionId: 11, listedAt: '2026-01-01T00:00:00.000Z', unsold: 0 },
  ],
  collections: [
    { collectionId: 11, name: 'Autumn', season: 'Autumn', year: 2026 },
    { collectionId: 10, name: 'Spring', season: 'Spring', year: 2026 },
  ],
};

describe('joining the reports', () => {
  it("counts a deleted piece's sales apart and leaves out collections with nothing on offer", () => {
    const rows = sellThrough(
      sales([sold(1, 1, '2026-02-01T00:00:00.000Z'), sold(99, 2, '2026-02-01T00:00:00.000Z')]),
      catalog,
    );
    expect(rows.map((r) => [r.collection, r.sold, r.unsold, r.rate])).toEqual([
      ['Spring', 1, 0, 1],
      ['No collection', 0, 3, 0],
      ['No longer in the catalogue', 2, 0, 1],
    ]);
  });

  it('waits whole days from listing to the first sale; a deleted piece keeps its order line name', () => {
    const rows = daysToSale(
      sales([sold(1, 1, '2026-01-08T23:00:00.000Z'), sold(99, 1, '2026-03-01T00:00:00.000Z')]),
      catalog,
    );
    expect(rows.map((r) => [r.name, r.collection, r.days])).toEqual([
      ['Order line 99', null, null],
      ['Stool', 'Spring', 7],
    ]);
    expect(piecesPerBand(rows)).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it('takes the middle of the days, the mean of the two middle ones for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([30, 2, 9])).toBe(9);
    expect(median([30, 2, 9, 4])).toBe(6.5);
  });
});
