-- A collector's short question about one piece (issue 34 item 4: 'Ask about this piece'), not a
-- commission: stored here, mailed to the owner through the house's mail queue and listed in the
-- admin's Custom Orders. The piece is catalog's product id, with its name as the page showed it.
CREATE TABLE "notifications"."piece_enquiries" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "piece_name" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unread',
    "mail_key" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "piece_enquiries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "piece_enquiries_status_check" CHECK ("status" IN ('unread', 'read'))
);
CREATE UNIQUE INDEX "piece_enquiries_mail_key_key" ON "notifications"."piece_enquiries"("mail_key");
CREATE INDEX "piece_enquiries_created_at_idx" ON "notifications"."piece_enquiries"("created_at");

-- The owner's mail about an enquiry is one of the house's mails, about no order.
ALTER TABLE "notifications"."mail_messages" ALTER COLUMN "order_id" DROP NOT NULL;
ALTER TABLE "notifications"."mail_messages" ALTER COLUMN "order_number" DROP NOT NULL;
