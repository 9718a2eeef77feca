-- Catalog's projection of cart-checkout's cards on file (checkout.buyer-card.saved, issue 16): bids
-- need a card on file, and a drawn release allows one entry per card (the fingerprint). Not unique
-- here: cart-checkout owns that rule, and a projection must accept what the owner decided.
CREATE TABLE "catalog"."buyer_cards" (
  "buyer_id" UUID NOT NULL,
  "card_fingerprint" TEXT NOT NULL,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "buyer_cards_pkey" PRIMARY KEY ("buyer_id")
);
CREATE INDEX "buyer_cards_card_fingerprint_idx" ON "catalog"."buyer_cards" ("card_fingerprint");
