-- Issue 34 item 3: offers ("Make an offer"). A piece the owner marks open to offers takes offers
-- from verified buyers with a card on file; offers below its floor (optional, never shown to
-- buyers) are declined at once, and each offer (or the owner's counter) stands for offer_valid_hours.
ALTER TABLE "catalog"."products"
  ADD COLUMN "open_to_offers" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "offer_floor" DECIMAL(10,2),
  ADD COLUMN "offer_valid_hours" INTEGER NOT NULL DEFAULT 72,
  -- The award of the accepted offer whose claim holds the piece (set and cleared with under_auction,
  -- which keeps carts, auctions and drawn releases off it meanwhile); its page reads "Reserved".
  ADD COLUMN "offer_award_id" UUID,
  ADD CONSTRAINT "products_offer_floor_check" CHECK ("offer_floor" IS NULL OR "offer_floor" >= 0),
  ADD CONSTRAINT "products_offer_valid_hours_check" CHECK ("offer_valid_hours" BETWEEN 1 AND 720);

-- One buyer's offer on one piece. open -> countered (the owner's counter) -> accepted / declined;
-- open or countered -> expired (the runner, at expires_at), withdrawn (the buyer) or declined (the
-- owner, the floor, or the piece gone). Every move is a conditional UPDATE on the state it leaves,
-- so two catalog instances or a double click move an offer once.
CREATE TABLE "catalog"."offers" (
  "id" UUID NOT NULL,
  "product_id" INTEGER NOT NULL,
  "buyer_id" UUID NOT NULL,
  "amount" DECIMAL(10,2) NOT NULL,
  "note" TEXT,
  "state" TEXT NOT NULL DEFAULT 'open',
  "close_reason" TEXT,
  "counter_amount" DECIMAL(10,2),
  "counter_note" TEXT,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "decided_at" TIMESTAMPTZ(3),
  "award_id" UUID,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "offers_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "offers_state_check" CHECK ("state" IN ('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn')),
  CONSTRAINT "offers_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "offers_note_check" CHECK (char_length("note") <= 500 AND char_length("counter_note") <= 500)
);

-- One standing offer (open or countered) per buyer and piece.
CREATE UNIQUE INDEX "offers_one_standing_per_buyer_key" ON "catalog"."offers" ("product_id", "buyer_id")
  WHERE "state" IN ('open', 'countered');
-- The runner's scan of standing offers by expiry, and a piece's standing offers.
CREATE INDEX "offers_standing_expires_at_idx" ON "catalog"."offers" ("expires_at") WHERE "state" IN ('open', 'countered');
CREATE INDEX "offers_product_id_idx" ON "catalog"."offers" ("product_id");
CREATE UNIQUE INDEX "offers_award_id_key" ON "catalog"."offers" ("award_id");

ALTER TABLE "catalog"."offers" ADD CONSTRAINT "offers_product_id_fkey"
  FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
