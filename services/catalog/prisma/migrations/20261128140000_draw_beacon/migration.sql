-- A public randomness beacon in the draw (issue 36). A release opened with drand's beacon fixes, at
-- the opening, a future quicknet round (the first published after the entry window's close) and
-- its draw key becomes HMAC-SHA256(seed, that round's randomness): 'hmac-sha256-drand-v2'. The
-- round's randomness and BLS signature are stored with the draw, once fetched and verified.
-- Releases opened before (and those the owner opens with the seed alone) keep 'hmac-sha256-v1'.
ALTER TABLE "catalog"."drawn_releases"
  ADD COLUMN "algorithm" TEXT NOT NULL DEFAULT 'hmac-sha256-v1',
  ADD COLUMN "beacon_round" INTEGER,
  ADD COLUMN "beacon_randomness" TEXT,
  ADD COLUMN "beacon_signature" TEXT,
  ADD COLUMN "beacon_fetched_at" TIMESTAMPTZ(3),
  ADD COLUMN "beacon_last_error" TEXT,
  ADD CONSTRAINT "drawn_releases_algorithm_check" CHECK (
    ("algorithm" = 'hmac-sha256-v1' AND "beacon_round" IS NULL AND "beacon_randomness" IS NULL)
    OR ("algorithm" = 'hmac-sha256-drand-v2' AND "beacon_round" > 0)
  ),
  -- A v2 release is never drawn without its round's randomness and signature.
  ADD CONSTRAINT "drawn_releases_beacon_drawn_check" CHECK (
    "algorithm" <> 'hmac-sha256-drand-v2' OR "status" <> 'drawn'
    OR ("beacon_randomness" IS NOT NULL AND "beacon_signature" IS NOT NULL)
  );
