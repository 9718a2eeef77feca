-- Timed auctions (issue 16). An auction is one row that every bid updates with one conditional
-- UPDATE under the row's lock, so the database orders bids totally. The leader's proxy maximum is
-- stored (never shown): proxy bidding raises the price for them up to it. The reserve is hidden too.
ALTER TABLE "catalog"."auctions"
  ADD COLUMN "starts_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  ADD COLUMN "reserve_price" DECIMAL(10,2),
  ADD COLUMN "bid_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "leader_buyer_id" UUID,
  ADD COLUMN "leader_max" DECIMAL(10,2),
  ADD COLUMN "ended_at" TIMESTAMPTZ(3),
  ADD COLUMN "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  ADD CONSTRAINT "auctions_status_check" CHECK ("status" IN ('active', 'ended', 'cancelled')),
  ADD CONSTRAINT "auctions_window_check" CHECK ("end_time" > "starts_at"),
  ADD CONSTRAINT "auctions_reserve_check" CHECK ("reserve_price" IS NULL OR "reserve_price" > 0),
  ADD CONSTRAINT "auctions_bid_count_check" CHECK ("bid_count" >= 0);

-- One open auction per piece.
CREATE UNIQUE INDEX "auctions_one_active_per_product" ON "catalog"."auctions"("product_id") WHERE "status" = 'active';

-- A bid is a buyer's offer (max_amount, their proxy maximum) and what it did to the auction: the
-- price after it (amount) and who leads after it. kind 'bid' moved the price; 'max_raised' is the
-- leader raising their own maximum, which moves nothing. bidder_name/bidder_email (spec section 3)
-- are not asked of verified buyers, who are known by buyer id only.
ALTER TABLE "catalog"."bids"
  ALTER COLUMN "bidder_name" DROP NOT NULL,
  ALTER COLUMN "bidder_email" DROP NOT NULL,
  ADD COLUMN "auction_id" INTEGER,
  ADD COLUMN "buyer_id" UUID,
  ADD COLUMN "max_amount" DECIMAL(10,2),
  ADD COLUMN "sequence" INTEGER,
  ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'bid',
  ADD COLUMN "leader_buyer_id" UUID,
  ADD CONSTRAINT "bids_kind_check" CHECK ("kind" IN ('bid', 'max_raised'));

ALTER TABLE "catalog"."bids" ADD CONSTRAINT "bids_auction_id_fkey" FOREIGN KEY ("auction_id") REFERENCES "catalog"."auctions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The database's own proof of the total order: one bid per position, one price-moving bid per amount.
CREATE UNIQUE INDEX "bids_auction_id_sequence_key" ON "catalog"."bids"("auction_id", "sequence");
CREATE UNIQUE INDEX "bids_auction_price_once" ON "catalog"."bids"("auction_id", "amount") WHERE "kind" = 'bid';

-- A piece under auction is sold by its auction only: set and cleared with the auction's own row
-- changes, and checked by the stock hold's conditional UPDATE on the product row itself (a column
-- of the locked row, so a hold racing an auction's opening sees it).
ALTER TABLE "catalog"."products" ADD COLUMN "under_auction" BOOLEAN NOT NULL DEFAULT false;
