-- Decision 187: the product list's indexes. A card's first listable variant is found by index,
-- in variant order, among the variants that can be listed at all.
CREATE INDEX IF NOT EXISTS "products_listable_idx" ON "products" USING btree ("parent_product_id","pos","id") WHERE visible and retail_price_cents > 0 and image_url is not null;--> statement-breakpoint
-- Typo-tolerant search takes the nearest matches first (`<<->`, word-similarity distance) with a
-- LIMIT, which only a GiST trigram index serves; the GIN ones still serve `<%` and LIKE.
CREATE INDEX IF NOT EXISTS "parent_products_search_text_gist_idx" ON "parent_products" USING gist ("search_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parent_products_search_text_fr_gist_idx" ON "parent_products" USING gist ("search_text_fr" gist_trgm_ops);
--> statement-breakpoint
-- A colour filter compares lower(colour_name) (or its French name): indexed, with statistics on
-- the expression, the planner knows how common a colour is and finds its variants by index.
CREATE INDEX IF NOT EXISTS "products_listable_colour_idx" ON "products" USING btree (lower("colour_name"),"parent_product_id") WHERE visible and retail_price_cents > 0 and image_url is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listable_colour_fr_idx" ON "products" USING btree (lower("colour_name_fr"),"parent_product_id") WHERE visible and retail_price_cents > 0 and image_url is not null;
