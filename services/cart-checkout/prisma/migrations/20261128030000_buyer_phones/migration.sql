-- Issue 31 item 4: a claim is paid by its winner only (their buyer session). A claim link opened
-- on another device says which phone must verify there: the last four digits of the winner's
-- number, projected from notifications.buyer.texting-changed (notifications owns the numbers).
-- changed_at keeps the newest when events arrive late or twice.
CREATE TABLE "cart_checkout"."buyer_phones" (
  "buyer_id" UUID NOT NULL,
  "phone_last4" TEXT NOT NULL,
  "changed_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "buyer_phones_pkey" PRIMARY KEY ("buyer_id")
);
-- The buyer's open claims (GET /api/claims/mine).
CREATE INDEX "claims_buyer_id_state_idx" ON "cart_checkout"."claims" ("buyer_id", "state");
