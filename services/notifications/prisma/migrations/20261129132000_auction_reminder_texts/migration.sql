-- Issue 34 item 2: a verified buyer's "Remind me" of an auction is texted an hour before it ends
-- (catalog.auction.reminder-due), through the drop-day queue like a sale's outcome: one record per
-- event and buyer (text_messages_event_id_buyer_id_key), kind 'auction-reminder'.
ALTER TABLE "notifications"."text_messages" DROP CONSTRAINT "text_messages_kind_check";
ALTER TABLE "notifications"."text_messages"
  ADD CONSTRAINT "text_messages_kind_check"
  CHECK ("kind" IN ('release', 'confirmation', 'sale-outcome', 'claim', 'outbid', 'shipped', 'auction-reminder'));
