-- Issue 31 item 5: catalog's projection of buyers' texting state (notifications owns it, and
-- publishes notifications.buyer.texting-changed). A buyer whose number replied STOP could win and
-- never get the claim text: their bids and draw entries are refused until they reply START.
-- changed_at keeps the newest state when events arrive late or twice.
CREATE TABLE "catalog"."buyer_texting" (
  "buyer_id" UUID NOT NULL,
  "texts_stopped" BOOLEAN NOT NULL,
  "changed_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "buyer_texting_pkey" PRIMARY KEY ("buyer_id")
);
