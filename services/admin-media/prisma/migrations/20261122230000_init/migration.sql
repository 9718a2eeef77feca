-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "admin_media";

-- CreateTable
CREATE TABLE "admin_media"."hero_media" (
    "id" SERIAL NOT NULL,
    "placement" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "media_url" TEXT NOT NULL,
    "media_type" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hero_media_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "hero_media_placement_check" CHECK ("placement" IN ('home', 'story')),
    CONSTRAINT "hero_media_media_type_check" CHECK ("media_type" IN ('image', 'video'))
);

-- CreateIndex
CREATE INDEX "hero_media_placement_created_at_idx" ON "admin_media"."hero_media"("placement", "created_at");

-- At most one active item per placement, whatever the application does.
CREATE UNIQUE INDEX "hero_media_one_active_per_placement" ON "admin_media"."hero_media"("placement") WHERE "is_active";
