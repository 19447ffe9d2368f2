DROP INDEX "applications_app_referral_idx";--> statement-breakpoint
DROP INDEX "applications_referrer_idx";--> statement-breakpoint
DROP INDEX "applications_live_referred_idx";--> statement-breakpoint
CREATE INDEX "applications_live_referral_state_idx" ON "applications" USING btree ("app_id","referral_status_id","created_at","id","search_text") WHERE "applications"."deleted_at" is null and "applications"."referrer_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_live_referrer_idx" ON "applications" USING btree ("app_id","referrer_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_referred_idx" ON "applications" USING btree ("app_id","created_at","id","search_text") WHERE "applications"."deleted_at" is null and "applications"."referrer_id" is not null;