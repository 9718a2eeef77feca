-- Cards on file of verified buyers (issue 16). One card per buyer (the key), and one buyer per card:
-- the provider's card fingerprint is unique across buyers. Only brand and last 4 are shown; the card
-- itself stays with the provider (customer_id + payment_method_id are what an off-session charge needs).
CREATE TABLE "cart_checkout"."buyer_cards" (
  "buyer_id" UUID NOT NULL,
  "provider" TEXT NOT NULL,
  "customer_id" TEXT,
  "payment_method_id" TEXT NOT NULL,
  "card_fingerprint" TEXT NOT NULL,
  "brand" TEXT NOT NULL,
  "last4" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "buyer_cards_pkey" PRIMARY KEY ("buyer_id")
);
CREATE UNIQUE INDEX "buyer_cards_card_fingerprint_key" ON "cart_checkout"."buyer_cards" ("card_fingerprint");

-- The simulated provider's SetupIntents (all-in-one and tests), its own record as Stripe keeps one.
CREATE TABLE "cart_checkout"."simulated_setup_intents" (
  "id" TEXT NOT NULL,
  "client_secret" TEXT NOT NULL,
  "buyer_id" UUID NOT NULL,
  "status" TEXT NOT NULL,
  "payment_method_id" TEXT,
  "card_fingerprint" TEXT,
  "brand" TEXT,
  "last4" TEXT,
  "declines_charges" BOOLEAN NOT NULL DEFAULT false,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "simulated_setup_intents_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "simulated_setup_intents_client_secret_key" ON "cart_checkout"."simulated_setup_intents" ("client_secret");
CREATE UNIQUE INDEX "simulated_setup_intents_payment_method_id_key" ON "cart_checkout"."simulated_setup_intents" ("payment_method_id");
