-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "cart_checkout";

-- The read model of catalog's products, kept by its events.
CREATE TABLE "cart_checkout"."products" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "price" DECIMAL(10,2) NOT NULL,
    "image_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "decommissioned" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "cart_checkout"."cart_items" (
    "id" SERIAL NOT NULL,
    "session_id" TEXT NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cart_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cart_items_quantity_check" CHECK ("quantity" > 0)
);
CREATE UNIQUE INDEX "cart_items_session_id_product_id_key" ON "cart_checkout"."cart_items"("session_id", "product_id");
CREATE INDEX "cart_items_product_id_idx" ON "cart_checkout"."cart_items"("product_id");

CREATE TABLE "cart_checkout"."checkouts" (
    "id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "hold_id" UUID NOT NULL,
    "payment_intent_id" TEXT,
    "client_secret" TEXT,
    "lines" JSONB NOT NULL,
    "subtotal_cents" INTEGER NOT NULL,
    "shipping_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "hold_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkouts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "checkouts_kind_check" CHECK ("kind" IN ('cart', 'single')),
    CONSTRAINT "checkouts_status_check" CHECK ("status" IN ('open', 'paid', 'failed', 'cancelled', 'refunded'))
);
CREATE UNIQUE INDEX "checkouts_hold_id_key" ON "cart_checkout"."checkouts"("hold_id");
CREATE UNIQUE INDEX "checkouts_payment_intent_id_key" ON "cart_checkout"."checkouts"("payment_intent_id");
CREATE INDEX "checkouts_session_id_created_at_idx" ON "cart_checkout"."checkouts"("session_id", "created_at");

-- One order per payment: checkout_id and payment_intent_id are both unique.
CREATE TABLE "cart_checkout"."orders" (
    "id" SERIAL NOT NULL,
    "checkout_id" UUID NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'paid',
    "subtotal_cents" INTEGER NOT NULL,
    "shipping_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "recipient_name" TEXT,
    "recipient_email" TEXT,
    "recipient_phone" TEXT,
    "billing_address" JSONB,
    "shipping_address" JSONB,
    "delivery_instructions" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "orders_status_check" CHECK ("status" IN ('paid', 'shipped', 'delivered', 'refunded')),
    CONSTRAINT "orders_checkout_id_fkey" FOREIGN KEY ("checkout_id") REFERENCES "cart_checkout"."checkouts"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "orders_checkout_id_key" ON "cart_checkout"."orders"("checkout_id");
CREATE UNIQUE INDEX "orders_payment_intent_id_key" ON "cart_checkout"."orders"("payment_intent_id");
CREATE INDEX "orders_status_created_at_idx" ON "cart_checkout"."orders"("status", "created_at");

CREATE TABLE "cart_checkout"."order_lines" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "unit_price" DECIMAL(10,2) NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "cart_checkout"."orders"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "order_lines_order_id_idx" ON "cart_checkout"."order_lines"("order_id");

CREATE TABLE "cart_checkout"."sales_history" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "sale_price" DECIMAL(10,2) NOT NULL,
    "sale_type" TEXT NOT NULL,
    "buyer_name" TEXT,
    "sale_date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_history_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sales_history_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "cart_checkout"."orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "sales_history_product_id_idx" ON "cart_checkout"."sales_history"("product_id");

CREATE TABLE "cart_checkout"."webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "cart_checkout"."simulated_payment_intents" (
    "id" TEXT NOT NULL,
    "client_secret" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "receipt_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "simulated_payment_intents_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "simulated_payment_intents_client_secret_key" ON "cart_checkout"."simulated_payment_intents"("client_secret");
CREATE UNIQUE INDEX "simulated_payment_intents_idempotency_key_key" ON "cart_checkout"."simulated_payment_intents"("idempotency_key");
