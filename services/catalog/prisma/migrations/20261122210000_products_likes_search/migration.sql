-- Products and sneak peeks get a real category, stock that cannot go negative, likes per session,
-- auctions, bids, sales history, and the functions behind accent- and typo-tolerant search.

-- Categories: the contract's closed list (libs/contracts/src/products/product-category.ts).
UPDATE "catalog"."products" SET "category" = 'other'
  WHERE "category" IS NULL
     OR "category" NOT IN ('dining', 'storage', 'surfaces', 'seating', 'lighting', 'decor', 'bedroom', 'office', 'other');
ALTER TABLE "catalog"."products"
  ALTER COLUMN "category" SET DEFAULT 'other',
  ALTER COLUMN "category" SET NOT NULL,
  ADD CONSTRAINT "products_category_check"
    CHECK ("category" IN ('dining', 'storage', 'surfaces', 'seating', 'lighting', 'decor', 'bedroom', 'office', 'other')),
  ADD CONSTRAINT "products_quantity_check" CHECK ("quantity" >= 0),
  ADD CONSTRAINT "products_price_check" CHECK ("price" >= 0),
  ADD CONSTRAINT "products_status_check" CHECK ("status" IN ('active')),
  ADD CONSTRAINT "products_likes_count_check" CHECK ("likes_count" >= 0);

UPDATE "catalog"."coming_soon_items" SET "category" = 'other'
  WHERE "category" IS NULL
     OR "category" NOT IN ('dining', 'storage', 'surfaces', 'seating', 'lighting', 'decor', 'bedroom', 'office', 'other');
ALTER TABLE "catalog"."coming_soon_items"
  ALTER COLUMN "category" SET DEFAULT 'other',
  ALTER COLUMN "category" SET NOT NULL,
  ADD CONSTRAINT "coming_soon_items_category_check"
    CHECK ("category" IN ('dining', 'storage', 'surfaces', 'seating', 'lighting', 'decor', 'bedroom', 'office', 'other')),
  ADD CONSTRAINT "coming_soon_items_estimated_price_check" CHECK ("estimated_price" >= 0),
  ADD CONSTRAINT "coming_soon_items_likes_count_check" CHECK ("likes_count" >= 0);
CREATE INDEX "coming_soon_items_artist_id_idx" ON "catalog"."coming_soon_items"("artist_id");

-- Likes (spec: product_likes). A row is one session's like of one product or one sneak peek; the
-- unique indexes make "one like per session and item" a fact, whatever the concurrency.
CREATE TABLE "catalog"."product_likes" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER,
    "coming_soon_id" INTEGER,
    "session_id" TEXT NOT NULL,
    "ip_address" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_likes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "product_likes_one_target_check" CHECK (("product_id" IS NULL) <> ("coming_soon_id" IS NULL))
);
CREATE UNIQUE INDEX "product_likes_product_id_session_id_key" ON "catalog"."product_likes"("product_id", "session_id");
CREATE UNIQUE INDEX "product_likes_coming_soon_id_session_id_key" ON "catalog"."product_likes"("coming_soon_id", "session_id");
ALTER TABLE "catalog"."product_likes" ADD CONSTRAINT "product_likes_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "catalog"."product_likes" ADD CONSTRAINT "product_likes_coming_soon_id_fkey" FOREIGN KEY ("coming_soon_id") REFERENCES "catalog"."coming_soon_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Bids, auctions and sales history (spec section 3).
CREATE TABLE "catalog"."bids" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "bidder_name" TEXT NOT NULL,
    "bidder_email" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bids_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "bids_amount_check" CHECK ("amount" > 0)
);
CREATE INDEX "bids_product_id_idx" ON "catalog"."bids"("product_id");
ALTER TABLE "catalog"."bids" ADD CONSTRAINT "bids_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "catalog"."auctions" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "starting_bid" DECIMAL(10,2) NOT NULL,
    "current_bid" DECIMAL(10,2),
    "minimum_bid_increment" DECIMAL(10,2) NOT NULL DEFAULT 100,
    "end_time" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "winner_id" INTEGER,

    CONSTRAINT "auctions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "auctions_bids_check" CHECK ("starting_bid" >= 0 AND "minimum_bid_increment" > 0)
);
CREATE INDEX "auctions_product_id_idx" ON "catalog"."auctions"("product_id");
CREATE INDEX "auctions_status_idx" ON "catalog"."auctions"("status");
ALTER TABLE "catalog"."auctions" ADD CONSTRAINT "auctions_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "catalog"."auctions" ADD CONSTRAINT "auctions_winner_id_fkey" FOREIGN KEY ("winner_id") REFERENCES "catalog"."bids"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A sale outlives its product's deletion (the history is the house's record): product_id is then null.
CREATE TABLE "catalog"."sales_history" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER,
    "sale_price" DECIMAL(10,2) NOT NULL,
    "sale_type" TEXT NOT NULL,
    "buyer_name" TEXT,
    "sale_date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_history_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "sales_history_product_id_idx" ON "catalog"."sales_history"("product_id");
ALTER TABLE "catalog"."sales_history" ADD CONSTRAINT "sales_history_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Search. unaccent folds 'Inês' to 'Ines'; fuzzystrmatch's levenshtein counts typos. Both are
-- trusted contrib extensions (PostgreSQL's contrib package; PGlite loads them at open time) and
-- live in "public" so every service's schema can share one copy.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;

-- Lower case, accents removed, every run of non-alphanumerics one space: 'Inês, oak.' is
-- 'ines oak '. IMMUTABLE (unaccent() itself is only STABLE because its dictionary could change;
-- ours does not) so generated columns can store it.
CREATE FUNCTION "catalog"."search_fold"(value TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g') $$;

-- Folded once per write, not once per row per search.
ALTER TABLE "catalog"."products"
  ADD COLUMN "search_name" TEXT GENERATED ALWAYS AS ("catalog"."search_fold"("name")) STORED,
  ADD COLUMN "search_description" TEXT GENERATED ALWAYS AS ("catalog"."search_fold"("description")) STORED;

-- Is a word of the folded field one typo away from the folded term: an insertion, deletion,
-- substitution or swap of two neighbouring letters? Terms of 4+ letters only: shorter ones would
-- match half the dictionary. (Substring matches are checked inline by the query, before this.)
CREATE FUNCTION "catalog"."search_typo_match"(field TEXT, term TEXT) RETURNS BOOLEAN
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT field IS NOT NULL AND length(term) >= 4 AND EXISTS (
      SELECT 1
      FROM unnest(string_to_array(field, ' ')) AS word
      -- CASE fixes the order: levenshtein refuses strings over 255 characters, and only words
      -- within one letter of the term's length (the query is cut at 100) reach it.
      WHERE CASE
        WHEN abs(length(word) - length(term)) > 1 THEN false
        WHEN public.levenshtein_less_equal(word, term, 1) <= 1 THEN true
        ELSE length(word) = length(term)
          AND EXISTS (
            SELECT 1 FROM generate_series(1, length(term) - 1) AS i
            WHERE overlay(term PLACING substr(term, i + 1, 1) || substr(term, i, 1) FROM i FOR 2) = word
          )
      END
    )
  $$;
