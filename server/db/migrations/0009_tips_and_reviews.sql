-- Tips are per crew visit (decision 132), reviews show on product pages (decision 133).
ALTER TABLE "tips" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tips" t SET "delivery_id" = (
  SELECT d."id" FROM "deliveries" d
   WHERE d."order_id" = t."order_id" AND d."kind" = 'DELIVERY'
   ORDER BY d."delivery_date", d."id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "tips_order_key";--> statement-breakpoint
CREATE INDEX "tips_order_idx" ON "tips" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_delivery_key" ON "tips" USING btree ("delivery_id");--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_note_check" CHECK ("note" is null or char_length("note") <= 500);--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "membership_product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "parent_product_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "reviews" r SET "product_id" = mp."product_id", "parent_product_id" = p."parent_product_id",
       "customer_id" = m."customer_id",
       "author_name" = c."first_name" || ' ' || left(c."last_name", 1) || '.',
       "updated_at" = r."created_at"
  FROM "membership_products" mp
  JOIN "memberships" m ON m."id" = mp."membership_id"
  JOIN "products" p ON p."id" = mp."product_id"
  JOIN "customers" c ON c."id" = m."customer_id"
 WHERE mp."id" = r."membership_product_id";--> statement-breakpoint
DELETE FROM "reviews" WHERE "parent_product_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "parent_product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_parent_product_id_parent_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."parent_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_check" CHECK ("source" in ('CUSTOMER', 'IMPORTED'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_held_item_check" CHECK ("source" = 'IMPORTED' or "membership_product_id" is not null);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_body_check" CHECK (char_length("body") <= 3000 and char_length("title") <= 150);--> statement-breakpoint
CREATE INDEX "reviews_parent_product_idx" ON "reviews" USING btree ("parent_product_id","created_at");
