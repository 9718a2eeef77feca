-- Issue 34: a verified buyer's sessions, one per device that proved the phone with a texted code.
-- The buyer's cookie names its session; signing out ends it (ended_at), so a copied cookie stops
-- working too. No foreign key to buyers: a cookie from before sessions (v2, signed by this store)
-- is exchanged once for a session of its own, keyed by its buyer and issue time (legacy_issued_at).
CREATE TABLE "notifications"."buyer_sessions" (
    "id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    -- "Chrome on Android": from the User-Agent at sign-in, so the buyer can tell their devices apart.
    "device_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Moved by the gateway's liveness checks, at most once a minute.
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- When its cookie stops being valid anyway (30 days after it was first issued).
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    -- 'signed-out' (this device), 'signed-out-everywhere', or 'ended-from-another-device'.
    "ended_reason" TEXT,
    -- The issue time (ms) of the v2 cookie this session was exchanged for; null for sessions made at sign-in.
    "legacy_issued_at" BIGINT,

    CONSTRAINT "buyer_sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "buyer_sessions_ended_check" CHECK (
        (ended_at IS NULL AND ended_reason IS NULL)
        OR (ended_at IS NOT NULL AND ended_reason IN ('signed-out', 'signed-out-everywhere', 'ended-from-another-device'))
    )
);
CREATE UNIQUE INDEX "buyer_sessions_buyer_id_legacy_issued_at_key" ON "notifications"."buyer_sessions"("buyer_id", "legacy_issued_at");
CREATE INDEX "buyer_sessions_buyer_id_ended_at_idx" ON "notifications"."buyer_sessions"("buyer_id", "ended_at");
