-- A checkout's hold is short until the shopper presses Pay (begin-payment), then full length:
-- holding a piece should cost more than a request. Begin-payment also stores where to deliver, so
-- the order carries it even when the browser never reports back after paying. The confirmation
-- token is the secret part of the order confirmation's address (/orders/{token}), given to the
-- shopper who opened the checkout and written into the provider's receipt.
ALTER TABLE "cart_checkout"."checkouts" ADD COLUMN "payment_started_at" TIMESTAMPTZ(3);
ALTER TABLE "cart_checkout"."checkouts" ADD COLUMN "delivery_details" JSONB;
ALTER TABLE "cart_checkout"."checkouts" ADD COLUMN "confirmation_token" TEXT;
CREATE UNIQUE INDEX "checkouts_confirmation_token_key" ON "cart_checkout"."checkouts" ("confirmation_token");
