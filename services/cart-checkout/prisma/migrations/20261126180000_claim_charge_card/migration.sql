-- The card a claim's payment charges, kept when the claim starts paying. A payment resumed after
-- its answers were lost repeats the same request under the claim's idempotency key, which Stripe
-- refuses with other parameters: with the buyer's current card instead, a buyer who had put another
-- card on file meanwhile left the claim 'paying' for good (charged, and no order). Null for claims
-- that started paying before this column: they resume with the card on file, as before.
ALTER TABLE "cart_checkout"."claims"
  ADD COLUMN "charge_customer_id" TEXT,
  ADD COLUMN "charge_payment_method_id" TEXT;
