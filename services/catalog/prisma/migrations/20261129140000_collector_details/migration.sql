-- What a collector studies before buying (issue 34 item 4): where the piece has been, its state,
-- the certificate of authenticity that comes with it and the maker's mark on it. Free text as the
-- owner states them, each optional, shown in the product page's details table when present.
ALTER TABLE "catalog"."products" ADD COLUMN "provenance" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "condition" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "certificate" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "makers_mark" TEXT;
