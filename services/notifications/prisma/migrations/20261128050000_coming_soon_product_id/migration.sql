-- The product a sneak peek became (catalog.coming-soon.converted), so that the admin's Reports join an
-- item's signups to the product's draw and sales by product id (issue 32). Items released before
-- this column take it from their product_url, '/product/<id>' by the converted event's contract.
ALTER TABLE "notifications"."coming_soon_items" ADD COLUMN "product_id" INTEGER;
UPDATE "notifications"."coming_soon_items"
  SET "product_id" = substring("product_url" FROM '^/product/([0-9]+)$')::integer
  WHERE "product_url" IS NOT NULL;
