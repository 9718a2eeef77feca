-- Texts to verified buyers now include claim links of won pieces (issue 16): such a text belongs to
-- a claim, not an auction (a drawn release's win has none).
ALTER TABLE "notifications"."buyer_texts" ALTER COLUMN "auction_id" DROP NOT NULL;
ALTER TABLE "notifications"."buyer_texts" ADD COLUMN "claim_id" UUID;
