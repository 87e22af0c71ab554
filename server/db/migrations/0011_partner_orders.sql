ALTER TABLE "orders" ADD COLUMN "partner_store" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_details_completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_partner_customer_idx" ON "orders" USING btree ("customer_id") WHERE partner_store is not null;
