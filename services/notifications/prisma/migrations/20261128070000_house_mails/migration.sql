-- The house's mails (issue 32 item 5): order confirmation, shipping and refund receipts. One row per
-- event and kind, written with the event's inbox row, so a redelivered event never mails twice; the
-- mail queue's worker sends it and moves it on (queued, sending, sent or failed). message_id is the
-- mail's Message-ID header, the same on every try.
CREATE TABLE "notifications"."mail_messages" (
    "id" SERIAL NOT NULL,
    "event_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_number" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "provider_response" TEXT,
    "error_message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_messages_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "mail_messages_message_id_key" ON "notifications"."mail_messages"("message_id");
CREATE UNIQUE INDEX "mail_messages_event_id_kind_key" ON "notifications"."mail_messages"("event_id", "kind");
CREATE INDEX "mail_messages_order_id_idx" ON "notifications"."mail_messages"("order_id");

-- The logged mail sender's record (all-in-one, or no SMTP server configured): each mail that would
-- have gone out, which the owner reads in the dashboard. One per Message-ID, like a receiving server.
CREATE TABLE "notifications"."logged_mails" (
    "id" SERIAL NOT NULL,
    "message_id" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "logged_mails_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "logged_mails_message_id_key" ON "notifications"."logged_mails"("message_id");
CREATE INDEX "logged_mails_created_at_idx" ON "notifications"."logged_mails"("created_at");
