-- Decision 178: the language a customer chose for the store, mail and texts; null until chosen.
ALTER TABLE "customers" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_language_check" CHECK (preferred_language is null or preferred_language in ('en', 'fr'));
