-- Issue 32 item 8: the buyer's name, so the owner recognises bidders. Asked once at verification
-- (optional), else taken from the recipient name of the first paid order to the buyer's number;
-- name_source says which. Catalog keeps a copy (notifications.buyer.profile-changed).
ALTER TABLE "notifications"."buyers" ADD COLUMN "name" TEXT;
ALTER TABLE "notifications"."buyers" ADD COLUMN "name_source" TEXT;
ALTER TABLE "notifications"."buyers" ADD CONSTRAINT "buyers_name_source_check"
  CHECK ((name IS NULL AND name_source IS NULL) OR (name IS NOT NULL AND name_source IN ('verification', 'order')));
