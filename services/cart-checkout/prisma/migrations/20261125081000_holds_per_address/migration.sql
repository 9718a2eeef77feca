-- Who opened a checkout (the client address the gateway saw), so the pieces one address holds at
-- once and the holds it takes per hour can be capped: session ids are made by the client and cost
-- nothing, an address does. And, in the product read model, until when other checkouts hold a
-- product's pieces, so Add to Cart can say "reserved" instead of "out of stock".
ALTER TABLE "cart_checkout"."checkouts" ADD COLUMN "client_address" TEXT;
CREATE INDEX "checkouts_client_address_created_at_idx" ON "cart_checkout"."checkouts" ("client_address", "created_at");
ALTER TABLE "cart_checkout"."products" ADD COLUMN "reserved_until" TIMESTAMPTZ(3);
