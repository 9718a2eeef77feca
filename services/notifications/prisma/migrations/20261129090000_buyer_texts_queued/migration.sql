-- Texts to one verified buyer about their own sale (issue 35 item 4: a won piece's claim link, an
-- outbid notice, a shipped order) go through the same record, queue and retrying worker as drop-day
-- and sale-outcome texts, instead of being sent once with no retry. Each kind keeps its own timing
-- (texts/text-kinds.ts): a claim link and a shipping notice go at any hour, an outbid notice only
-- while it is still news.
ALTER TABLE "notifications"."text_messages" DROP CONSTRAINT "text_messages_kind_check";
ALTER TABLE "notifications"."text_messages"
  ADD CONSTRAINT "text_messages_kind_check"
  CHECK ("kind" IN ('release', 'confirmation', 'sale-outcome', 'claim', 'outbid', 'shipped'));
