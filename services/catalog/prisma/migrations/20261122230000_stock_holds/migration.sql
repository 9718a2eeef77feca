-- Stock can never go below zero: products_quantity_check (CHECK quantity >= 0, migration
-- 20261122210000) is the last line of defence; reservations below already update conditionally.

-- A checkout's reservation of stock, taken before a payment intent exists. Taking it moves the
-- pieces out of products.quantity; releasing puts them back; committing keeps them sold.
-- active -> confirmed (payment succeeded) -> committed (order recorded), or active -> released.
CREATE TABLE "catalog"."stock_holds" (
    "id" UUID NOT NULL,
    "holder" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_holds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "stock_holds_status_check" CHECK ("status" IN ('active', 'confirmed', 'committed', 'released'))
);

-- The sweeper looks only at active holds past their expiry.
CREATE INDEX "stock_holds_active_expiry_idx" ON "catalog"."stock_holds"("expires_at") WHERE "status" = 'active';

-- No foreign key to products: a hold outlives a deleted product (its release then changes nothing).
CREATE TABLE "catalog"."stock_hold_lines" (
    "hold_id" UUID NOT NULL,
    "product_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "stock_hold_lines_pkey" PRIMARY KEY ("hold_id", "product_id"),
    CONSTRAINT "stock_hold_lines_quantity_check" CHECK ("quantity" > 0),
    CONSTRAINT "stock_hold_lines_hold_id_fkey" FOREIGN KEY ("hold_id") REFERENCES "catalog"."stock_holds"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
