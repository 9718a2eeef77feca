-- Closing entries early keeps the advertised window (issue 31): closes_at stays when entries
-- actually closed (the owner's early close moves it), advertised_closes_at keeps the close the
-- release opened with (what signups were texted), and early_close_reason the owner's reason,
-- shown with the draw and texted to entrants. Releases closed early before this column existed
-- have lost their advertised close: theirs is the close they had.
ALTER TABLE "catalog"."drawn_releases" ADD COLUMN "advertised_closes_at" TIMESTAMPTZ(3);
UPDATE "catalog"."drawn_releases" SET "advertised_closes_at" = "closes_at";
ALTER TABLE "catalog"."drawn_releases" ALTER COLUMN "advertised_closes_at" SET NOT NULL;
ALTER TABLE "catalog"."drawn_releases" ADD COLUMN "early_close_reason" TEXT;
ALTER TABLE "catalog"."drawn_releases" ADD CONSTRAINT "drawn_releases_early_close_check"
  CHECK ("early_close_reason" IS NULL OR ("closes_at" < "advertised_closes_at" AND length("early_close_reason") <= 200));
