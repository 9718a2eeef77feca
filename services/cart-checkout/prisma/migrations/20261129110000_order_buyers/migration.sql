-- Issue 34: orders follow the collector. A checkout keeps the verified buyer who pressed Pay (or
-- whose claim it pays), and its order copies it, so the buyer's account lists their orders on any
-- device. Orders already paid through a claim get their claim's buyer.
ALTER TABLE "cart_checkout"."checkouts" ADD COLUMN "buyer_id" UUID;
ALTER TABLE "cart_checkout"."orders" ADD COLUMN "buyer_id" UUID;

UPDATE "cart_checkout"."orders" o SET "buyer_id" = c."buyer_id"
  FROM "cart_checkout"."claims" c WHERE c."order_id" = o."id";
UPDATE "cart_checkout"."checkouts" k SET "buyer_id" = c."buyer_id"
  FROM "cart_checkout"."claims" c WHERE c."checkout_id" = k."id";

CREATE INDEX "orders_buyer_id_created_at_idx" ON "cart_checkout"."orders"("buyer_id", "created_at");
