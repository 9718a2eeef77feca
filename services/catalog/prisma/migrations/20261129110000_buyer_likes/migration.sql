-- Issue 34: likes that follow a collector. A like made by a verified buyer (or merged from a
-- browser's likes when they sign in) names the buyer too, so it is theirs on every device: a piece
-- is liked by a buyer when any row names them, and at most one row per item names one buyer, so
-- the same collector liking from two devices counts once.
ALTER TABLE "catalog"."product_likes" ADD COLUMN "buyer_id" UUID;

CREATE UNIQUE INDEX "product_likes_product_id_buyer_id_key" ON "catalog"."product_likes"("product_id", "buyer_id");
CREATE UNIQUE INDEX "product_likes_coming_soon_id_buyer_id_key" ON "catalog"."product_likes"("coming_soon_id", "buyer_id");
CREATE INDEX "product_likes_buyer_id_idx" ON "catalog"."product_likes"("buyer_id");
