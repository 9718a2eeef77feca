-- Texts to verified buyers about a sale's outcome (issue 31: an auction's losers, a draw's
-- alternates, entries closed early) go through the same record, queue and worker as drop-day
-- texts (daytime window, retries, STOP). A record names its recipient either by signup (drop day,
-- confirmations) or by buyer, never both; one text per event and buyer.
ALTER TABLE "notifications"."text_messages" ALTER COLUMN "signup_id" DROP NOT NULL;
ALTER TABLE "notifications"."text_messages" ALTER COLUMN "coming_soon_id" DROP NOT NULL;
ALTER TABLE "notifications"."text_messages" ADD COLUMN "buyer_id" UUID;
ALTER TABLE "notifications"."text_messages" ADD CONSTRAINT "text_messages_one_recipient"
  CHECK (("signup_id" IS NULL) <> ("buyer_id" IS NULL));
CREATE UNIQUE INDEX "text_messages_event_id_buyer_id_key" ON "notifications"."text_messages"("event_id", "buyer_id");
ALTER TABLE "notifications"."text_messages" DROP CONSTRAINT "text_messages_kind_check";
ALTER TABLE "notifications"."text_messages"
  ADD CONSTRAINT "text_messages_kind_check" CHECK ("kind" IN ('release', 'confirmation', 'sale-outcome'));
