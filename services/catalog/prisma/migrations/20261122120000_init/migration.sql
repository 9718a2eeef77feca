-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "catalog";

-- CreateTable
CREATE TABLE "catalog"."artists" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "specialty" TEXT NOT NULL,
    "bio" TEXT,
    "full_bio" TEXT,
    "image_url" TEXT,
    "portfolio_url" TEXT,
    "instagram_url" TEXT,
    "twitter_url" TEXT,
    "facebook_url" TEXT,
    "linkedin_url" TEXT,
    "website_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "artists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."collections" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "season" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "release_date" DATE NOT NULL,
    "collection_type" TEXT NOT NULL DEFAULT 'live',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_archived" BOOLEAN NOT NULL DEFAULT false,
    "cover_image_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."products" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "story" TEXT,
    "price" DECIMAL(10,2) NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "artist_id" INTEGER,
    "collection_id" INTEGER,
    "image_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "video_url" TEXT,
    "category" TEXT,
    "is_bidding_enabled" BOOLEAN NOT NULL DEFAULT false,
    "is_limited_quantity" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'active',
    "decommissioned" BOOLEAN NOT NULL DEFAULT false,
    "likes_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog"."coming_soon_items" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "story" TEXT,
    "estimated_price" DECIMAL(10,2),
    "image_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "artist_id" INTEGER,
    "collection_id" INTEGER,
    "video_url" TEXT,
    "category" TEXT,
    "likes_count" INTEGER NOT NULL DEFAULT 0,
    "estimated_release_date" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coming_soon_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "products_collection_id_idx" ON "catalog"."products"("collection_id");

-- CreateIndex
CREATE INDEX "products_artist_id_idx" ON "catalog"."products"("artist_id");

-- CreateIndex
CREATE INDEX "coming_soon_items_collection_id_idx" ON "catalog"."coming_soon_items"("collection_id");

-- AddForeignKey
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_artist_id_fkey" FOREIGN KEY ("artist_id") REFERENCES "catalog"."artists"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "catalog"."collections"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."coming_soon_items" ADD CONSTRAINT "coming_soon_items_artist_id_fkey" FOREIGN KEY ("artist_id") REFERENCES "catalog"."artists"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog"."coming_soon_items" ADD CONSTRAINT "coming_soon_items_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "catalog"."collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;
