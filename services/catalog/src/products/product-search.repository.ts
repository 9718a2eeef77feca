import { Injectable } from '@nestjs/common';
import { productCategorySchema, type ProductSearchResult } from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { CatalogDatabase } from '../database/catalog-database.js';

/** At most this many rows answer a search: a dialog lists a handful, nobody scrolls 500. */
const MAX_RESULTS = 50;

interface SearchRow {
  id: number;
  name: string;
  category: string;
  price: Prisma.Decimal;
  image_urls: string[];
  artist_name: string | null;
  quantity: number;
  reserved_quantity: number;
  reserved_until: Date | null;
}

/**
 * Product search in PostgreSQL (the migrations 20261122210000 and 20261123000000 define the functions,
 * the stored folded columns and the catalogue's words). Every term of the query must match one of a
 * piece's name, artist name, category or description, folded to lower case without accents or
 * punctuation, either as a substring or as a word one typo away.
 * The typo check runs once per query on the catalogue's distinct words (catalog.search_words, only
 * those within one letter of the term's length), not per product: a field then typo-matches when
 * its words overlap the few found (`near`). Words containing the term are left out of `near`: a
 * field with one already matched as a substring.
 * A term scores by the best field it matches, name above artist above category above description
 * (weights far enough apart that a typo in the name still beats an exact artist match), exact above
 * typo; a piece's score is the sum over terms.
 */
@Injectable()
export class ProductSearchRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async search(terms: string[]): Promise<ProductSearchResult[]> {
    const rows = await this.db.prisma.$queryRaw<SearchRow[]>`
      WITH terms AS (
        SELECT DISTINCT btrim(catalog.search_fold(term)) AS term FROM unnest(${terms}::text[]) AS term
      ),
      usable_terms AS (SELECT term FROM terms WHERE term <> ''),
      artists AS MATERIALIZED (
        SELECT id, catalog.search_fold(name) AS name FROM catalog.artists
      ),
      near AS MATERIALIZED (
        SELECT t.term, array_agg(w.word) AS words
        FROM usable_terms t
        JOIN catalog.search_words w
          ON length(t.term) >= 4
          AND length(w.word) BETWEEN length(t.term) - 1 AND length(t.term) + 1
          AND strpos(w.word, t.term) = 0
          AND catalog.search_one_typo(w.word, t.term)
        GROUP BY t.term
      ),
      scored AS (
        SELECT p.id, SUM(best.score) AS score
        FROM catalog.products p
        LEFT JOIN artists a ON a.id = p.artist_id
        CROSS JOIN usable_terms t
        LEFT JOIN near n ON n.term = t.term
        CROSS JOIN LATERAL (
          -- Best field first; a term with no word one typo away skips the overlap checks.
          SELECT CASE
            WHEN strpos(p.search_name, t.term) > 0 THEN 2000
            WHEN n.words IS NOT NULL AND string_to_array(p.search_name, ' ') && n.words THEN 1000
            WHEN strpos(a.name, t.term) > 0 THEN 200
            WHEN n.words IS NOT NULL AND string_to_array(a.name, ' ') && n.words THEN 100
            WHEN strpos(p.category, t.term) > 0 THEN 20
            WHEN n.words IS NOT NULL AND ARRAY[p.category] && n.words THEN 10
            WHEN strpos(p.search_description, t.term) > 0 THEN 2
            WHEN n.words IS NOT NULL AND string_to_array(p.search_description, ' ') && n.words THEN 1
            ELSE 0
          END AS score
        ) best
        WHERE NOT p.decommissioned
        GROUP BY p.id
        HAVING bool_and(best.score > 0)
      )
      SELECT p.id, p.name, p.category, p.price, p.image_urls, a.name AS artist_name,
        p.quantity, p.reserved_quantity, p.reserved_until
      FROM scored s
      JOIN catalog.products p ON p.id = s.id
      LEFT JOIN catalog.artists a ON a.id = p.artist_id
      ORDER BY s.score DESC, p.name ASC, p.id ASC
      LIMIT ${MAX_RESULTS}`;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: productCategorySchema.parse(row.category),
      price: row.price.toFixed(2),
      imageUrls: row.image_urls,
      artist: row.artist_name === null ? null : { name: row.artist_name },
      quantity: row.quantity,
      reservedQuantity: row.reserved_quantity,
      // As toProduct: a lapsed hold's time is not news once nothing is held.
      reservedUntil: row.reserved_quantity > 0 ? (row.reserved_until?.toISOString() ?? null) : null,
    }));
  }
}
