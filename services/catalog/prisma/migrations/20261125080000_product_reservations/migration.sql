-- A piece held by a checkout is reserved, not sold: the products row says how many of its pieces
-- active holds take and until when, so every read (page, card, list, search) can show "Reserved"
-- without joining the holds. Kept by the same statements that move quantity (stock-holds.repository).
ALTER TABLE "catalog"."products"
  ADD COLUMN "reserved_quantity" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "reserved_until" TIMESTAMPTZ(3),
  ADD CONSTRAINT "products_reserved_quantity_check" CHECK ("reserved_quantity" >= 0);

UPDATE "catalog"."products" p
SET "reserved_quantity" = r.quantity, "reserved_until" = r.until
FROM (
  SELECT l."product_id", SUM(l."quantity")::INTEGER AS quantity, MAX(h."expires_at") AS until
  FROM "catalog"."stock_hold_lines" l JOIN "catalog"."stock_holds" h ON h."id" = l."hold_id"
  WHERE h."status" = 'active'
  GROUP BY l."product_id"
) r
WHERE p."id" = r."product_id";
