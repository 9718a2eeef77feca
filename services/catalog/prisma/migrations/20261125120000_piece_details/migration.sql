-- What a collector asks before buying a piece: its size, what it is made of, how heavy it is, how
-- many exist, and how soon it can be delivered. Free text, as the maker states them
-- ('84" W × 38" D × 29" H'), shown as the product page's details table.
ALTER TABLE "catalog"."products" ADD COLUMN "dimensions" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "materials" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "weight" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "edition" TEXT;
ALTER TABLE "catalog"."products" ADD COLUMN "lead_time" TEXT;
