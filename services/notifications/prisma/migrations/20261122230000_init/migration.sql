-- Notifications: the coming-soon read model, signups with their consent, opt-outs, drop-day texts,
-- the logging sender's record and custom orders. (Outbox and inbox come from libs/platform.)

CREATE TABLE "coming_soon_items" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "estimated_release_date" TIMESTAMPTZ(3),
    "artist_name" TEXT,
    "collection_name" TEXT,
    "released_at" TIMESTAMPTZ(3),
    "product_url" TEXT,
    "removed_at" TIMESTAMPTZ(3),
    "last_event_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "coming_soon_items_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "notification_signups" (
    "id" SERIAL NOT NULL,
    "coming_soon_id" INTEGER NOT NULL,
    "phone_number" TEXT NOT NULL,
    "consent_text" TEXT NOT NULL,
    "consent_ip" TEXT,
    "consent_source_page" TEXT,
    "consent_user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_signups_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "notification_signups_coming_soon_id_phone_number_key" ON "notification_signups"("coming_soon_id", "phone_number");
CREATE INDEX "notification_signups_phone_number_idx" ON "notification_signups"("phone_number");

CREATE TABLE "sms_opt_outs" (
    "phone_number" TEXT NOT NULL,
    "keyword" TEXT NOT NULL,
    "opted_out_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY ("phone_number")
);

CREATE TABLE "text_messages" (
    "id" SERIAL NOT NULL,
    "event_id" UUID NOT NULL,
    "signup_id" INTEGER NOT NULL,
    "coming_soon_id" INTEGER NOT NULL,
    "phone_number" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "provider_message_id" TEXT,
    "error_code" TEXT,
    "error_message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "send_started_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "text_messages_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "text_messages_provider_message_id_key" ON "text_messages"("provider_message_id");
CREATE UNIQUE INDEX "text_messages_event_id_signup_id_key" ON "text_messages"("event_id", "signup_id");
CREATE INDEX "text_messages_coming_soon_id_idx" ON "text_messages"("coming_soon_id");
CREATE INDEX "text_messages_signup_id_idx" ON "text_messages"("signup_id");

CREATE TABLE "logged_texts" (
    "id" SERIAL NOT NULL,
    "sid" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "logged_texts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "logged_texts_sid_key" ON "logged_texts"("sid");
CREATE INDEX "logged_texts_to_idx" ON "logged_texts"("to");

CREATE TABLE "custom_orders" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "project_type" TEXT NOT NULL,
    "budget" TEXT NOT NULL,
    "timeline" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "inspiration" TEXT,
    "location" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unread',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_orders_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "custom_orders_status_idx" ON "custom_orders"("status");
