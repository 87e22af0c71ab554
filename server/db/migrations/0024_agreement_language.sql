-- Decision 179: the language the agreement was written and signed in ('en' or 'fr'); null when unsigned.
ALTER TABLE "orders" ADD COLUMN "agreement_language" text;
