-- Issue 34 item 2: the owner's estimate of what an auctioned piece will fetch, shown to shoppers
-- ("Estimate $2,000–$3,000"). Optional; both or neither, positive, low at most high.
ALTER TABLE "catalog"."auctions" ADD COLUMN "estimate_low" DECIMAL(10,2);
ALTER TABLE "catalog"."auctions" ADD COLUMN "estimate_high" DECIMAL(10,2);
ALTER TABLE "catalog"."auctions" ADD CONSTRAINT "auctions_estimate_check" CHECK (
  (estimate_low IS NULL AND estimate_high IS NULL)
  OR (estimate_low > 0 AND estimate_high >= estimate_low));
