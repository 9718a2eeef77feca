-- The piece's first image as it was when it was bought: the order page and the receipts show it
-- (the product may lose or change its images later). Lines bought before this column existed take
-- the product's current first image.
ALTER TABLE "cart_checkout"."order_lines" ADD COLUMN "image_url" TEXT;

UPDATE "cart_checkout"."order_lines" AS l
SET "image_url" = p."image_urls"[1]
FROM "cart_checkout"."products" AS p
WHERE p."id" = l."product_id" AND cardinality(p."image_urls") > 0;
