CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"membership_product_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"product_id" integer NOT NULL,
	"purchase_option" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"pivot_care_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "bill_lines_period_check" CHECK (period >= 2),
	CONSTRAINT "bill_lines_money_check" CHECK (fee_cents >= 0 and pivot_care_cents >= 0 and amount_cents = fee_cents + pivot_care_cents),
	CONSTRAINT "bill_lines_purchase_option_check" CHECK ("purchase_option" in ('finalsalemonthlyv3', 'finalsaleownv3', 'monthlyv3', 'own', 'ownv2', 'ownv3', 'rentv2', 'subscribe', 'subscribev2'))
);
--> statement-breakpoint
CREATE TABLE "bill_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_percent" numeric(6, 3) NOT NULL,
	"amount_cents" integer NOT NULL,
	"pos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_taxes_name_check" CHECK ("name" in ('GST', 'HST', 'PST', 'QST', 'RST'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"province" text NOT NULL,
	"bill_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_total_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"balance_used_cents" integer DEFAULT 0 NOT NULL,
	"amount_charged_cents" integer NOT NULL,
	"payment_method_id" uuid,
	"charge_key" text NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_status_check" CHECK ("status" in ('OPEN', 'PAID', 'DECLINED')),
	CONSTRAINT "bills_province_check" CHECK ("province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
	CONSTRAINT "bills_money_check" CHECK (subtotal_cents >= 0 and tax_total_cents >= 0 and balance_used_cents >= 0 and amount_charged_cents >= 0 and total_cents = subtotal_cents + tax_total_cents and amount_charged_cents = total_cents - balance_used_cents)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" uuid,
	"bill_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_entries_kind_check" CHECK ("kind" in ('REFERRAL', 'REFUND', 'GOODWILL', 'CHECKOUT', 'BILL', 'ADJUSTMENT')),
	CONSTRAINT "credit_ledger_entries_amount_check" CHECK (amount_cents <> 0 and balance_after_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "membership_products" DROP CONSTRAINT "membership_products_status_check";--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "bill_id" uuid;--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "retry_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "attempt_key" text;--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD COLUMN "attempt_source" text;--> statement-breakpoint
ALTER TABLE "membership_products" ADD COLUMN "pivot_care_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_products" ADD COLUMN "retail_value_cents" integer;--> statement-breakpoint
ALTER TABLE "membership_products" ADD COLUMN "payments_due" integer;--> statement-breakpoint
ALTER TABLE "membership_products" ADD COLUMN "payments_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_products" ADD COLUMN "next_bill_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_id" uuid;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_membership_product_id_membership_products_id_fk" FOREIGN KEY ("membership_product_id") REFERENCES "public"."membership_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_taxes" ADD CONSTRAINT "bill_taxes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_membership_period_key" ON "bill_lines" USING btree ("membership_product_id","period");--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_taxes_bill_idx" ON "bill_taxes" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id","bill_date");--> statement-breakpoint
CREATE INDEX "bills_open_idx" ON "bills" USING btree ("created_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_charge_key" ON "bills" USING btree ("charge_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_entries_customer_idx" ON "credit_ledger_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD CONSTRAINT "delinquent_records_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delinquent_records_bill_key" ON "delinquent_records" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "delinquent_records_retry_idx" ON "delinquent_records" USING btree ("next_retry_at") WHERE resolved_at is null and next_retry_at is not null;--> statement-breakpoint
CREATE INDEX "membership_products_order_idx" ON "membership_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "membership_products_due_idx" ON "membership_products" USING btree ("next_bill_date") WHERE next_bill_date is not null and subscription_status in ('DELIVERED', 'RETURN_SCHEDULED');--> statement-breakpoint
CREATE INDEX "payments_bill_idx" ON "payments" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "delinquent_records" ADD CONSTRAINT "delinquent_records_retry_check" CHECK (retry_count >= 0);--> statement-breakpoint
ALTER TABLE "membership_products" ADD CONSTRAINT "membership_products_payments_check" CHECK (payments_made >= 0 and (payments_due is null or (payments_due >= 1 and payments_made <= payments_due)));--> statement-breakpoint
ALTER TABLE "membership_products" ADD CONSTRAINT "membership_products_money_check" CHECK (pivot_care_cents >= 0 and (retail_value_cents is null or retail_value_cents >= 0) and (monthly_price_cents is null or monthly_price_cents >= 0));--> statement-breakpoint
ALTER TABLE "membership_products" ADD CONSTRAINT "membership_products_status_check" CHECK ("subscription_status" in ('PENDING_DELIVERY', 'DELIVERED', 'RETURN_SCHEDULED', 'RETURNED', 'BOUGHT_OUT', 'CANCELLED', 'OWNED'));--> statement-breakpoint
-- Backfill (docs/decisions/104-billing-run.md): monthly membership products written before
-- billing existed get PivotCare in cents (20% of the fee, half up), their retail value, the
-- payments they owe in all and the periods already past; rows whose last payment is past are OWNED.
UPDATE "membership_products" mp SET
  "pivot_care_cents" = CASE WHEN mp.pivot_care AND mp.purchase_option <> 'monthlyv3' AND mp.purchase_option <> 'finalsalemonthlyv3'
    THEN (mp.monthly_price_cents * 20 + 50) / 100 ELSE 0 END,
  "retail_value_cents" = coalesce(p.sale_price_cents, p.retail_price_cents)
FROM "products" p
WHERE p.id = mp.product_id AND mp.monthly_price_cents IS NOT NULL;--> statement-breakpoint
UPDATE "membership_products" SET "payments_due" = CASE
    WHEN purchase_option IN ('monthlyv3', 'finalsalemonthlyv3') THEN greatest(1, coalesce(term_length_months, 12))
    ELSE greatest(1, ceil(retail_value_cents::numeric / monthly_price_cents)::int - 1) END
WHERE monthly_price_cents > 0 AND purchase_option <> 'rentv2'
  AND (purchase_option IN ('monthlyv3', 'finalsalemonthlyv3') OR retail_value_cents > 0);--> statement-breakpoint
UPDATE "membership_products" SET "payments_made" = least(coalesce(payments_due, 2147483647),
    1 + greatest(0, (extract(year from age(current_date, start_date)) * 12 + extract(month from age(current_date, start_date)))::int))
WHERE monthly_price_cents > 0 AND subscription_status IN ('PENDING_DELIVERY', 'DELIVERED', 'RETURN_SCHEDULED');--> statement-breakpoint
UPDATE "membership_products" SET "next_bill_date" = (start_date + make_interval(months => payments_made))::date
WHERE payments_made > 0 AND (payments_due IS NULL OR payments_made < payments_due);--> statement-breakpoint
UPDATE "membership_products" SET "subscription_status" = 'OWNED'
WHERE subscription_status = 'DELIVERED' AND payments_due IS NOT NULL AND payments_made >= payments_due;--> statement-breakpoint
INSERT INTO "credit_ledger_entries" ("customer_id", "kind", "amount_cents", "balance_after_cents", "note")
SELECT id, 'ADJUSTMENT', balance_cents, balance_cents, 'Balance before the credit ledger'
FROM "customers" WHERE balance_cents > 0;
