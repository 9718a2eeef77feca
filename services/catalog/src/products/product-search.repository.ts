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
}

/**
 * Product search in PostgreSQL (the migration 20261122210000 defines the functions). Every term of
 * the query must match one of a piece's name, artist name, category or description, folded to lower
 * case without accents, either as a substring or as a word one typo away (catalog.search_term_match).
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
        SELECT DISTINCT catalog.search_fold(term) AS term FROM unnest(${terms}::text[]) AS term
      ),
      candidates AS (
        SELECT p.id,
               catalog.search_fold(p.name) AS name,
               catalog.search_fold(a.name) AS artist,
               p.category,
               catalog.search_fold(p.description) AS description
        FROM catalog.products p
        LEFT JOIN catalog.artists a ON a.id = p.artist_id
        WHERE NOT p.decommissioned
      ),
      scored AS (
        SELECT c.id, SUM(best.score) AS score
        FROM candidates c
        CROSS JOIN terms t
        CROSS JOIN LATERAL (
          SELECT GREATEST(
            1000 * catalog.search_term_match(c.name, t.term),
            100 * catalog.search_term_match(c.artist, t.term),
            10 * catalog.search_term_match(c.category, t.term),
            catalog.search_term_match(c.description, t.term)
          ) AS score
        ) best
        GROUP BY c.id
        HAVING bool_and(best.score > 0)
      )
      SELECT p.id, p.name, p.category, p.price, p.image_urls, a.name AS artist_name
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
    }));
  }
}
