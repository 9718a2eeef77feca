-- Texts to verified buyers about their bids (issue 16): one row per event texted, so a redelivered
-- event never texts twice, and a bidding war texts a buyer at most once per auction in 10 minutes.
CREATE TABLE "notifications"."buyer_texts" (
    "id" SERIAL NOT NULL,
    "event_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "auction_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_texts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "buyer_texts_event_id_key" ON "notifications"."buyer_texts"("event_id");
CREATE INDEX "buyer_texts_buyer_id_auction_id_created_at_idx" ON "notifications"."buyer_texts"("buyer_id", "auction_id", "created_at");
