import type {
  CatalogReport,
  DrawResult,
  ReportCollection,
  SalesReport,
  SignupsReport,
} from '@atelier/contracts/reports';

// The web joins the three services' reports by product id (no service reads another's tables).

type Sales = Pick<SalesReport, 'products'>;
type Pieces = Pick<CatalogReport, 'products' | 'collections'>;

export interface SellThroughRow {
  key: string;
  collection: string;
  season: string | null;
  year: number | null;
  /** Pieces sold in the period. */
  sold: number;
  /** Pieces still unsold today. */
  unsold: number;
  /** sold / (sold + unsold): of the pieces on offer in the period, the share that sold. */
  rate: number;
}

const NO_COLLECTION = 'No collection';
const REMOVED = 'No longer in the catalogue';

/** Sell-through per collection: its pieces sold in the period against those still unsold. */
export function sellThrough(sales: Sales, catalog: Pieces): SellThroughRow[] {
  const blank = (key: string, collection: string, of?: ReportCollection) => ({
    key,
    collection,
    season: of?.season ?? null,
    year: of?.year ?? null,
    sold: 0,
    unsold: 0,
  });
  // Catalog's order (newest collections first), then pieces without one, then deleted pieces.
  const rows = new Map(
    [
      ...catalog.collections.map((c) => blank(`c${c.collectionId}`, c.name, c)),
      blank('none', NO_COLLECTION),
      blank('removed', REMOVED),
    ].map((row) => [row.key, row]),
  );
  const collectionOf = new Map(catalog.products.map((p) => [p.productId, p.collectionId]));
  const rowOf = (productId: number) => {
    if (!collectionOf.has(productId)) return rows.get('removed')!;
    const collectionId = collectionOf.get(productId);
    return rows.get(`c${collectionId}`) ?? rows.get('none')!;
  };
  for (const product of catalog.products) rowOf(product.productId).unsold += product.unsold;
  for (const sold of sales.products) rowOf(sold.productId).sold += sold.pieces;
  return [...rows.values()]
    .filter((row) => row.sold + row.unsold > 0)
    .map((row) => ({ ...row, rate: row.sold / (row.sold + row.unsold) }));
}

export interface DaysToSaleRow {
  productId: number;
  name: string;
  collection: string | null;
  /** Null when the product is no longer in the catalogue (its listing date is gone with it). */
  listedAt: string | null;
  firstSoldAt: string;
  /** Whole days from listing to the first sale; null without a listing date. */
  days: number | null;
  pieces: number;
}

const DAY_MS = 86_400_000;

/** Each piece sold in the period with the days it waited, latest sale first. */
export function daysToSale(sales: Sales, catalog: Pieces): DaysToSaleRow[] {
  const products = new Map(catalog.products.map((p) => [p.productId, p]));
  const collections = new Map(catalog.collections.map((c) => [c.collectionId, c.name]));
  return sales.products
    .map((sold) => {
      const product = products.get(sold.productId);
      const listedAt = product?.listedAt ?? null;
      const waited = listedAt === null ? null : Date.parse(sold.firstSoldAt) - Date.parse(listedAt);
      return {
        productId: sold.productId,
        name: product?.name ?? sold.name,
        collection: product?.collectionId ? (collections.get(product.collectionId) ?? null) : null,
        listedAt,
        firstSoldAt: sold.firstSoldAt,
        days: waited === null ? null : Math.max(0, Math.floor(waited / DAY_MS)),
        pieces: sold.pieces,
      };
    })
    .sort((a, b) => b.firstSoldAt.localeCompare(a.firstSoldAt) || a.productId - b.productId);
}

/** The chart's bands of days to sale, each up to and including `max`. */
export const DAY_BANDS = [
  { label: 'Within a week', max: 7 },
  { label: '8–30 days', max: 30 },
  { label: '1–3 months', max: 90 },
  { label: '3–6 months', max: 182 },
  { label: '6–12 months', max: 365 },
  { label: 'Over a year', max: Number.POSITIVE_INFINITY },
] as const;

/** How many pieces fall in each band. */
export function piecesPerBand(rows: DaysToSaleRow[]): number[] {
  const counts = DAY_BANDS.map(() => 0);
  for (const { days } of rows) {
    if (days === null) continue;
    counts[DAY_BANDS.findIndex((band) => days <= band.max)]! += 1;
  }
  return counts;
}

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface DrawDemandRow extends DrawResult {
  signups: number;
  /** Entries for each piece the draw gives: above 1, more buyers than pieces. */
  entriesPerPiece: number;
}

/** Each drawn release's likes and entries with the signups of the sneak peek it was. */
export function drawDemand(
  catalog: Pick<CatalogReport, 'drawnReleases'>,
  signups: SignupsReport,
): DrawDemandRow[] {
  const signupsOf = new Map<number, number>();
  for (const item of signups.items)
    if (item.productId !== null)
      signupsOf.set(item.productId, (signupsOf.get(item.productId) ?? 0) + item.signups);
  return catalog.drawnReleases.map((release) => ({
    ...release,
    signups: signupsOf.get(release.productId) ?? 0,
    entriesPerPiece: release.entries / release.pieces,
  }));
}
