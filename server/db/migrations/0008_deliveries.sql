CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"city_id" integer NOT NULL,
	"address_id" uuid NOT NULL,
	"kind" text DEFAULT 'DELIVERY' NOT NULL,
	"delivery_date" date NOT NULL,
	"time_type" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"notify_channel" text DEFAULT 'EMAIL' NOT NULL,
	"out_for_delivery_at" timestamp with time zone,
	"nearby_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_kind_check" CHECK ("kind" in ('DELIVERY', 'PICKUP')),
	CONSTRAINT "deliveries_time_type_check" CHECK ("time_type" in ('MORNING', 'AFTERNOON', 'EVENING', 'ANYTIME', 'PICKUP')),
	CONSTRAINT "deliveries_status_check" CHECK ("status" in ('SCHEDULED', 'OUT_FOR_DELIVERY', 'ARRIVED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "deliveries_notify_channel_check" CHECK ("notify_channel" in ('SMS', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_customer_idx" ON "deliveries" USING btree ("customer_id","delivery_date");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deliveries_slot_idx" ON "deliveries" USING btree ("city_id","delivery_date","time_type");