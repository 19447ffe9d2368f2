ALTER TABLE "apps" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_currency_iso_4217" CHECK ("apps"."currency" ~ '^[A-Z]{3}$');