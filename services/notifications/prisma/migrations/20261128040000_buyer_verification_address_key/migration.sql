-- Codes are limited per client as addressLimitKey counts it (libs/platform/src/http/client-address.ts):
-- ::ffff:1.2.3.4 is 1.2.3.4 and an IPv6 address stands for its /64, so one client's many addresses
-- share one allowance. ip_address stays as received: it is the buyer's consent record.
ALTER TABLE "notifications"."buyer_verifications" ADD COLUMN "address_key" TEXT;

-- The limits look back one hour: the codes of that hour get their key (the same text addressLimitKey
-- makes), older ones never count again. Zone ids (fe80::1%eth0) are no inet, and no client's.
UPDATE "notifications"."buyer_verifications"
SET "address_key" = (
    SELECT CASE
        WHEN family(a) = 4 THEN host(a)
        WHEN a <<= '::ffff:0.0.0.0/96' THEN host('0.0.0.0'::inet + (a - '::ffff:0.0.0.0'::inet))
        ELSE network(set_masklen(a, 64))::text
    END
    FROM (SELECT "ip_address"::inet AS a) AS parsed
)
WHERE "ip_address" ~ '^[0-9A-Fa-f:.]+$' AND "created_at" > now() - interval '1 hour';

DROP INDEX "notifications"."buyer_verifications_ip_address_created_at_idx";
CREATE INDEX "buyer_verifications_address_key_created_at_idx" ON "notifications"."buyer_verifications"("address_key", "created_at");
