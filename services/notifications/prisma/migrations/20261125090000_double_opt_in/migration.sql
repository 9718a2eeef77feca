-- Double opt-in: anyone can type any number into a notify form, so a number is texted about a
-- release only once its owner has answered YES to one confirmation text. A number's confirmation
-- (or the pending request for one) is kept here; texts say which kind they are.
CREATE TABLE "notifications"."phone_confirmations" (
    "phone_number" TEXT NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    CONSTRAINT "phone_confirmations_pkey" PRIMARY KEY ("phone_number")
);

ALTER TABLE "notifications"."text_messages"
  ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'release',
  ADD CONSTRAINT "text_messages_kind_check" CHECK ("kind" IN ('release', 'confirmation'));
