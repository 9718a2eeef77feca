-- Issue 34 item 2: a verified buyer's "Remind me": a text an hour before the auction ends. Due from
-- the auction's end as it stands (a late bid that moves the end moves the reminder); sent_at is set
-- in the transaction that records catalog.auction.reminder-due, so each buyer is reminded of an
-- auction once however many catalog instances look for due ones. A cancelled auction's go with it.
CREATE TABLE "catalog"."auction_reminders" (
  "auction_id" INTEGER NOT NULL,
  "buyer_id" UUID NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "sent_at" TIMESTAMPTZ(3),
  CONSTRAINT "auction_reminders_pkey" PRIMARY KEY ("auction_id", "buyer_id")
);

CREATE INDEX "auction_reminders_sent_at_idx" ON "catalog"."auction_reminders"("sent_at");

ALTER TABLE "catalog"."auction_reminders" ADD CONSTRAINT "auction_reminders_auction_id_fkey"
  FOREIGN KEY ("auction_id") REFERENCES "catalog"."auctions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
