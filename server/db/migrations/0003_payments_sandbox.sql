CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_tokens_brand_check" CHECK ("brand" in ('VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'INTERAC')),
	CONSTRAINT "sandbox_card_tokens_last4_check" CHECK (last4 ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_card_tokens_exp_month_check" CHECK (exp_month between 1 and 12),
	CONSTRAINT "sandbox_card_tokens_outcome_check" CHECK ("outcome" in ('approve', 'card_declined', 'insufficient_funds'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"source" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"brand" text,
	"last4" text,
	"exp_month" smallint,
	"exp_year" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_amount_check" CHECK (amount_cents >= 0),
	CONSTRAINT "sandbox_charges_status_check" CHECK ("status" in ('succeeded', 'declined', 'voided', 'refunded')),
	CONSTRAINT "sandbox_charges_decline_code_check" CHECK (decline_code is null or "decline_code" in ('card_declined', 'insufficient_funds', 'expired_card'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");