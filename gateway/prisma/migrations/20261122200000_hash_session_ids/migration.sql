-- Session rows are now keyed by the SHA-256 of the session id. Rows written before held the id in
-- clear: delete them (their admins sign in again) so no usable session id stays in the table.
DELETE FROM "gateway"."sessions";
