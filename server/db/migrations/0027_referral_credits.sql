-- Decision 186: a delivered order's referral credit, written in the visit's transaction and credited once by the referral-credits job.
CREATE TABLE "referral_credits" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referral_credits_due_idx" ON "referral_credits" USING btree ("next_attempt_at") WHERE done_at IS NULL;
