ALTER TABLE "applications" ADD COLUMN "last_working_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referral_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referral_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referral_no_bonus_reason" text;