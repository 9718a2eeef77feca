-- Issue 31 item 5: notifications now publishes each buyer's texting state
-- (notifications.buyer.texting-changed) when they verify and when their number replies STOP or
-- START. Buyers verified before that are published once here, through the outbox, so catalog
-- learns who replied STOP already and cart-checkout each buyer's last four digits.
INSERT INTO "notifications"."outbox_events" ("id", "aggregate", "type", "version", "payload", "occurred_at")
SELECT gen_random_uuid(),
       'buyer:' || b."id",
       'notifications.buyer.texting-changed',
       1,
       jsonb_build_object(
         'buyerId', b."id",
         'phoneLast4', right(b."phone_number", 4),
         'textsStopped', o."phone_number" IS NOT NULL,
         'changedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       ),
       now()
FROM "notifications"."buyers" b
LEFT JOIN "notifications"."sms_opt_outs" o ON o."phone_number" = b."phone_number";
