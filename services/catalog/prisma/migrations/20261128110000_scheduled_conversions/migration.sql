-- Issue 32 item 9: a sneak peek converted at a set time. One schedule per item (scheduling again
-- replaces it); the conversion's choices (price, quantity, status, sale) are kept as the validated
-- request body. The item's conversion deletes it, and the schedule with it (ON DELETE CASCADE), so
-- a schedule is carried out once however many catalog instances look for due ones.
CREATE TABLE "catalog"."scheduled_conversions" (
  "coming_soon_id" INTEGER NOT NULL,
  "convert_at" TIMESTAMPTZ(3) NOT NULL,
  "conversion" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "scheduled_conversions_pkey" PRIMARY KEY ("coming_soon_id")
);

CREATE INDEX "scheduled_conversions_convert_at_idx" ON "catalog"."scheduled_conversions"("convert_at");

ALTER TABLE "catalog"."scheduled_conversions" ADD CONSTRAINT "scheduled_conversions_coming_soon_id_fkey"
  FOREIGN KEY ("coming_soon_id") REFERENCES "catalog"."coming_soon_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
