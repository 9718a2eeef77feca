-- Issue 32: after the sale. Sales tax, computed from the delivery address before the card is
-- charged: a checkout keeps the tax it was last priced with, the provider's calculation (Stripe
-- Tax's id; null with the demo table) and the address it was computed for; the order copies the tax
-- and the calculation, and later the tax transaction Stripe records once paid. total_cents stays
-- subtotal + shipping + tax exactly.
ALTER TABLE "cart_checkout"."checkouts"
  ADD COLUMN "tax_cents" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "tax_calculation_id" TEXT,
  ADD COLUMN "tax_address" JSONB;
ALTER TABLE "cart_checkout"."checkouts"
  ADD CONSTRAINT "checkouts_total_check" CHECK ("total_cents" = "subtotal_cents" + "shipping_cents" + "tax_cents");

-- Shipping the buyer can follow: the carrier, the tracking number and its page, when it shipped and
-- when it was delivered. Orders shipped before carry their last change as the date.
ALTER TABLE "cart_checkout"."orders"
  ADD COLUMN "tax_cents" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "tax_calculation_id" TEXT,
  ADD COLUMN "tax_transaction_id" TEXT,
  ADD COLUMN "refunded_cents" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "restocked_at" TIMESTAMPTZ(3),
  ADD COLUMN "carrier" TEXT,
  ADD COLUMN "tracking_number" TEXT,
  ADD COLUMN "tracking_url" TEXT,
  ADD COLUMN "shipped_at" TIMESTAMPTZ(3),
  ADD COLUMN "delivered_at" TIMESTAMPTZ(3);
UPDATE "cart_checkout"."orders" SET "shipped_at" = "updated_at" WHERE "status" IN ('shipped', 'delivered');
UPDATE "cart_checkout"."orders" SET "delivered_at" = "updated_at" WHERE "status" = 'delivered';
ALTER TABLE "cart_checkout"."orders"
  ADD CONSTRAINT "orders_total_check" CHECK ("total_cents" = "subtotal_cents" + "shipping_cents" + "tax_cents"),
  ADD CONSTRAINT "orders_refunded_cents_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_cents");

-- Refunds of paid orders. The owner's are written 'pending' before the provider is asked (so a
-- double click or a retry with the same idempotency key finds it, and what it asks counts against
-- what is left to refund), then 'succeeded' with the provider's refund id; 'failed' when the
-- provider refused it. Refunds made in Stripe's dashboard arrive through charge.refunded as
-- 'succeeded' rows of source 'provider'. provider_refund_id is unique: each refund is recorded once.
CREATE TABLE "cart_checkout"."order_refunds" (
  "id" UUID NOT NULL,
  "order_id" INTEGER NOT NULL,
  "idempotency_key" UUID,
  "provider_refund_id" TEXT,
  "amount_cents" INTEGER NOT NULL,
  "reason" TEXT NOT NULL,
  "restock" BOOLEAN NOT NULL DEFAULT false,
  "source" TEXT NOT NULL,
  "status" TEXT NOT NULL,
  "failure" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "refunded_at" TIMESTAMPTZ(3),
  CONSTRAINT "order_refunds_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "order_refunds_amount_check" CHECK ("amount_cents" > 0),
  CONSTRAINT "order_refunds_source_check" CHECK ("source" IN ('store', 'provider')),
  CONSTRAINT "order_refunds_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
  CONSTRAINT "order_refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "cart_checkout"."orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "order_refunds_idempotency_key_key" ON "cart_checkout"."order_refunds" ("idempotency_key");
CREATE UNIQUE INDEX "order_refunds_provider_refund_id_key" ON "cart_checkout"."order_refunds" ("provider_refund_id");
CREATE INDEX "order_refunds_order_id_idx" ON "cart_checkout"."order_refunds" ("order_id");

-- The simulated provider's refunds (all-in-one and tests), its own record as Stripe keeps one: one
-- per idempotency key, never more in all than the payment.
CREATE TABLE "cart_checkout"."simulated_refunds" (
  "id" TEXT NOT NULL,
  "payment_intent_id" TEXT NOT NULL,
  "idempotency_key" TEXT NOT NULL,
  "amount_cents" INTEGER NOT NULL,
  "metadata" JSONB NOT NULL DEFAULT '{}',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "simulated_refunds_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "simulated_refunds_amount_check" CHECK ("amount_cents" > 0)
);
CREATE UNIQUE INDEX "simulated_refunds_idempotency_key_key" ON "cart_checkout"."simulated_refunds" ("idempotency_key");
CREATE INDEX "simulated_refunds_payment_intent_id_idx" ON "cart_checkout"."simulated_refunds" ("payment_intent_id");
