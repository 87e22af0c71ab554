-- Decision 150: a piece bought outright is never billed monthly. Units delivered before this
-- migration could have been given a next bill date (payment "1" of $0.00); clear it, then forbid it.
UPDATE "membership_products" SET "next_bill_date" = NULL
 WHERE "next_bill_date" IS NOT NULL
   AND ("monthly_price_cents" IS NULL OR "purchase_option" NOT IN ('finalsalemonthlyv3', 'monthlyv3', 'rentv2', 'subscribe', 'subscribev2'));--> statement-breakpoint
ALTER TABLE "membership_products" ADD CONSTRAINT "membership_products_monthly_bill_check" CHECK (next_bill_date is null or (monthly_price_cents is not null and "purchase_option" in ('finalsalemonthlyv3', 'monthlyv3', 'rentv2', 'subscribe', 'subscribev2')));
