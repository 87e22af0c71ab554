-- Decision 185: an order line keeps the French names of what was bought beside the English ones,
-- so receipts, holdings and mail read in French where the catalogue had French. Null
-- name_fr means no French was written (the reader falls back to `name`); option_value_names_fr
-- holds one name per English one, French where the option value has it, else the English name.
ALTER TABLE "order_lines" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "option_value_names_fr" text[];--> statement-breakpoint
-- The French of each English option value name of a product: the product's own values first,
-- then any value of its parent product's options with that English name, else the name itself.
CREATE OR REPLACE FUNCTION storefront_option_value_names_fr(product integer, names text[])
  RETURNS text[] LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(array_agg(coalesce(
      (SELECT v.name_fr FROM product_option_values pov
         JOIN option_values v ON v.id = pov.option_value_id
        WHERE pov.product_id = product AND v.name = n.name AND v.name_fr IS NOT NULL
        LIMIT 1),
      (SELECT v.name_fr FROM products p
         JOIN parent_product_options ppo ON ppo.parent_product_id = p.parent_product_id
         JOIN option_values v ON v.option_id = ppo.option_id
        WHERE p.id = product AND v.name = n.name AND v.name_fr IS NOT NULL
        ORDER BY v.id LIMIT 1),
      n.name) ORDER BY n.ord), '{}'::text[])
      FROM unnest(names) WITH ORDINALITY AS n(name, ord)
  $$;--> statement-breakpoint
-- The French of an order line's English name, in the same form: checkout names a line
-- "Parent - Colour" (the cart's name), the other flows by the variant's name; another form gets
-- the variant's French name. Null where the catalogue has no French.
CREATE OR REPLACE FUNCTION storefront_order_line_name_fr(product integer, english text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT CASE
      WHEN english = pp.name || CASE WHEN p.colour_name <> '' THEN ' - ' || p.colour_name ELSE '' END
        AND pp.name_fr IS NOT NULL
        THEN pp.name_fr || CASE WHEN p.colour_name <> ''
          THEN ' - ' || coalesce(p.colour_name_fr, p.colour_name) ELSE '' END
      ELSE p.name_fr
    END
      FROM products p JOIN parent_products pp ON pp.id = p.parent_product_id
     WHERE p.id = product
  $$;--> statement-breakpoint
-- Every flow that writes an order line (checkout, partner orders, swaps, moves, returns,
-- buyouts, the seed) gets the French snapshot taken from the catalogue at that moment, unless
-- it wrote one itself.
CREATE OR REPLACE FUNCTION storefront_order_line_french_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.name_fr IS NULL THEN
      NEW.name_fr := storefront_order_line_name_fr(NEW.product_id, NEW.name);
    END IF;
    IF NEW.option_value_names_fr IS NULL THEN
      NEW.option_value_names_fr := storefront_option_value_names_fr(NEW.product_id, NEW.option_value_names);
    END IF;
    RETURN NEW;
  END
  $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS order_lines_french_names ON "order_lines";--> statement-breakpoint
CREATE TRIGGER order_lines_french_names BEFORE INSERT ON "order_lines"
  FOR EACH ROW EXECUTE FUNCTION storefront_order_line_french_names();--> statement-breakpoint
-- Also while a large seed loads with session_replication_role = replica (server/db/seed/seed.ts),
-- which skips ordinary triggers.
ALTER TABLE "order_lines" ENABLE ALWAYS TRIGGER order_lines_french_names;--> statement-breakpoint
-- Lines written before this migration: their French from today's catalogue.
UPDATE "order_lines"
   SET name_fr = storefront_order_line_name_fr(product_id, name),
       option_value_names_fr = storefront_option_value_names_fr(product_id, option_value_names);
