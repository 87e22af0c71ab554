-- Decision 180: the catalogue in two languages. Every catalogue text gets a French column next to
-- its English one (null only where no French was written; the seed writes them all), and
-- parent products a French full-text document: the `storefront_french` text search
-- configuration is PostgreSQL's french one with accents removed (unaccent), so « canape » finds
-- « canapé ». unaccent is a trusted extension on PostgreSQL 13+; PGlite loads it from
-- @electric-sql/pglite/contrib/unaccent (see server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'storefront_french') THEN
    CREATE TEXT SEARCH CONFIGURATION storefront_french (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION storefront_french
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;--> statement-breakpoint
-- unaccent() is only stable (its dictionary could change); this fixed-dictionary form is immutable,
-- so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION storefront_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT unaccent('unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "bottom_description_fr" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_caption_fr" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "option_values" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "option_values" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "option_values" ADD COLUMN "group_name_fr" text;--> statement-breakpoint
ALTER TABLE "option_values" ADD COLUMN "learn_more_name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_name_fr" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "caption_fr" text;--> statement-breakpoint
ALTER TABLE "social_images" ADD COLUMN "caption_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "overview_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "additional_info_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "materials_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "care_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "image_caption_fr" text;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "search_terms_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "search_categories_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "search_tags_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "search_vector_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('storefront_french'::regconfig, coalesce(name_fr, name, '')), 'A') || setweight(to_tsvector('storefront_french'::regconfig, coalesce(search_terms_fr, '') || ' ' || coalesce(search_categories_fr, '') || ' ' || coalesce(search_tags_fr, '')), 'B') || setweight(to_tsvector('storefront_french'::regconfig, coalesce(materials_fr, '')), 'C') || setweight(to_tsvector('storefront_french'::regconfig, coalesce(manufacturer, '') || ' ' || coalesce(overview_fr, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "parent_products" ADD COLUMN "search_text_fr" text GENERATED ALWAYS AS (lower(storefront_unaccent(coalesce(name_fr, name, '') || ' ' || coalesce(search_terms_fr, '') || ' ' || coalesce(search_categories_fr, '') || ' ' || coalesce(search_tags_fr, '')))) STORED;--> statement-breakpoint
CREATE INDEX "parent_products_search_vector_fr_idx" ON "parent_products" USING gin ("search_vector_fr");--> statement-breakpoint
CREATE INDEX "parent_products_search_text_fr_trgm_idx" ON "parent_products" USING gin ("search_text_fr" gin_trgm_ops);
