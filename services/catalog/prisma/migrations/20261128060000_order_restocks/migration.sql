-- Issue 32 item 3: a refunded order's pieces go back on sale when the owner chose so
-- (checkout.order.refunded with restock). One row per order: its pieces are put back once, however
-- many refunds ask or how often the event is delivered.
CREATE TABLE "catalog"."order_restocks" (
  "order_id" INTEGER NOT NULL,
  "refund_id" TEXT NOT NULL,
  "restocked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "order_restocks_pkey" PRIMARY KEY ("order_id")
);
