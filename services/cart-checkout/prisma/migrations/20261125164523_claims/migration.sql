-- Claims of won pieces (issue 16): exactly one per award (award_id unique), offered to one buyer
-- until expires_at. 'offered' -> 'paying' happens once (the link is single use) and only before
-- expiry; the sweeper lapses 'offered' claims past it. Paying makes an ordinary checkout (kind
-- 'claim') whose order is made by the existing fulfilment path.
CREATE TABLE "cart_checkout"."claims" (
  "id" UUID NOT NULL,
  "award_id" UUID NOT NULL,
  "source" TEXT NOT NULL,
  "source_id" INTEGER NOT NULL,
  "product_id" INTEGER NOT NULL,
  "product_name" TEXT NOT NULL,
  "buyer_id" UUID NOT NULL,
  "price" DECIMAL(12,2) NOT NULL,
  "rank" INTEGER NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'offered',
  "lapse_reason" TEXT,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "checkout_id" UUID,
  "order_id" INTEGER,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "claims_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "claims_award_id_key" ON "cart_checkout"."claims" ("award_id");
CREATE UNIQUE INDEX "claims_checkout_id_key" ON "cart_checkout"."claims" ("checkout_id");
CREATE INDEX "claims_state_expires_at_idx" ON "cart_checkout"."claims" ("state", "expires_at");

-- A claim's payment is a checkout of its own kind.
ALTER TABLE "cart_checkout"."checkouts" DROP CONSTRAINT "checkouts_kind_check";
ALTER TABLE "cart_checkout"."checkouts" ADD CONSTRAINT "checkouts_kind_check" CHECK ("kind" IN ('cart', 'single', 'claim'));
