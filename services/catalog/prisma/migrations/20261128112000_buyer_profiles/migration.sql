-- Issue 32 item 8: catalog's copy of how the owner recognises a buyer (notifications owns it and
-- publishes notifications.buyer.profile-changed): the name they gave or their first order's
-- recipient name, and the phone's last four digits. The admin's auction and draw lists name
-- bidders and entrants by it. changed_at keeps the newest when events arrive late or twice.
CREATE TABLE "catalog"."buyer_profiles" (
  "buyer_id" UUID NOT NULL,
  "name" TEXT,
  "phone_last4" TEXT NOT NULL,
  "changed_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "buyer_profiles_pkey" PRIMARY KEY ("buyer_id")
);
