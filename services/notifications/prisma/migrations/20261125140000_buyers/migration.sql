-- Verified buyers (issue 16): one per phone number proven by a texted one-time code. Notifications
-- owns them because it owns texting and the consent records; other services know a buyer by id only.
CREATE TABLE "notifications"."buyers" (
    "id" UUID NOT NULL,
    "phone_number" TEXT NOT NULL,
    "verified_at" TIMESTAMPTZ(3) NOT NULL,
    -- The wording agreed to, when and from where (as for signups): texts about their bids.
    "consent_text" TEXT NOT NULL,
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "consent_ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyers_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "buyers_phone_number_key" ON "notifications"."buyers"("phone_number");

-- One texted code. Only its HMAC is kept; it expires, and dies after a few wrong tries.
CREATE TABLE "notifications"."buyer_verifications" (
    "id" UUID NOT NULL,
    "phone_number" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "consumed_at" TIMESTAMPTZ(3),
    "ip_address" TEXT,
    "consent_text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buyer_verifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "buyer_verifications_attempts_check" CHECK ("attempts" >= 0)
);
-- The rate limits count recent codes per number and per address.
CREATE INDEX "buyer_verifications_phone_number_created_at_idx" ON "notifications"."buyer_verifications"("phone_number", "created_at");
CREATE INDEX "buyer_verifications_ip_address_created_at_idx" ON "notifications"."buyer_verifications"("ip_address", "created_at");
