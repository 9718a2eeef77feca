-- Awards (issue 16): a scarce piece offered to one buyer at a price, by a timed auction (its
-- winner, then the next highest bidder when a claim lapses) or a drawn release. Each award is
-- published as catalog.piece.awarded (cart-checkout makes it a claim); its state follows the
-- claim: 'offered' until checkout.claim.paid ('paid') or checkout.claim.lapsed ('lapsed'). A stock
-- hold naming an award may take a piece kept for its sale only while that award is 'offered'.
CREATE TABLE "catalog"."awards" (
  "award_id" UUID NOT NULL,
  "source" TEXT NOT NULL,
  "source_id" INTEGER NOT NULL,
  "product_id" INTEGER NOT NULL,
  "buyer_id" UUID NOT NULL,
  "price" DECIMAL(10,2) NOT NULL,
  "rank" INTEGER NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'offered',
  "lapse_reason" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "awards_pkey" PRIMARY KEY ("award_id")
);
CREATE INDEX "awards_source_source_id_idx" ON "catalog"."awards" ("source", "source_id");
