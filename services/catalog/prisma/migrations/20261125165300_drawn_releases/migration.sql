-- Drawn releases (issue 16). A converted sneak peek may be sold by a draw: entries are taken while
-- the window is open, then one closer draws the order from a secret seed committed to at opening
-- (its SHA-256 is public from the start; the seed is published after the draw).
CREATE TABLE "catalog"."drawn_releases" (
  "id" SERIAL NOT NULL,
  "product_id" INTEGER NOT NULL,
  "coming_soon_id" INTEGER,
  "quantity" INTEGER NOT NULL,
  "opens_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "closes_at" TIMESTAMPTZ(3) NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'open',
  "seed" TEXT NOT NULL,
  "seed_sha256" TEXT NOT NULL,
  "drawn_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "drawn_releases_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "drawn_releases_status_check" CHECK ("status" IN ('open', 'drawn')),
  CONSTRAINT "drawn_releases_window_check" CHECK ("closes_at" > "opens_at"),
  CONSTRAINT "drawn_releases_quantity_check" CHECK ("quantity" > 0)
);
CREATE INDEX "drawn_releases_product_id_idx" ON "catalog"."drawn_releases"("product_id");
CREATE INDEX "drawn_releases_status_idx" ON "catalog"."drawn_releases"("status");
ALTER TABLE "catalog"."drawn_releases" ADD CONSTRAINT "drawn_releases_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- One release not yet drawn per piece.
CREATE UNIQUE INDEX "drawn_releases_one_open_per_product" ON "catalog"."drawn_releases"("product_id") WHERE "status" = 'open';

-- One entry per buyer (verified phone) and one per card, per release. position is the entry's
-- place in the drawn order (1 = first), set by the draw.
CREATE TABLE "catalog"."draw_entries" (
  "id" UUID NOT NULL,
  "release_id" INTEGER NOT NULL,
  "buyer_id" UUID NOT NULL,
  "card_fingerprint" TEXT NOT NULL,
  "position" INTEGER,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "draw_entries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "draw_entries_release_id_buyer_id_key" ON "catalog"."draw_entries"("release_id", "buyer_id");
CREATE UNIQUE INDEX "draw_entries_release_id_card_fingerprint_key" ON "catalog"."draw_entries"("release_id", "card_fingerprint");
CREATE UNIQUE INDEX "draw_entries_release_id_position_key" ON "catalog"."draw_entries"("release_id", "position");
ALTER TABLE "catalog"."draw_entries" ADD CONSTRAINT "draw_entries_release_id_fkey" FOREIGN KEY ("release_id") REFERENCES "catalog"."drawn_releases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each offer of the piece to an entrant is an award (catalog.awards, shared with auctions: source
-- 'draw', source_id the release), tied to its entry by (release_id, buyer_id).
