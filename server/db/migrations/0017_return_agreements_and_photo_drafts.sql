ALTER TABLE "orders" ADD COLUMN "agreement_version" text;--> statement-breakpoint
ALTER TABLE "order_photos" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_photos" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_photos" ADD COLUMN "draft_id" uuid;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_photos_draft_idx" ON "order_photos" USING btree ("customer_id","draft_id");--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_or_draft" CHECK (order_id is not null or (customer_id is not null and draft_id is not null));
