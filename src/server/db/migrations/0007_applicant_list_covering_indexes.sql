DROP INDEX "applications_live_created_idx";--> statement-breakpoint
DROP INDEX "applications_live_job_idx";--> statement-breakpoint
CREATE INDEX "applications_live_referred_idx" ON "applications" USING btree ("app_id","created_at","id") WHERE "applications"."deleted_at" is null and "applications"."referrer_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_live_created_idx" ON "applications" USING btree ("app_id","created_at","id","job_id","search_text") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_job_idx" ON "applications" USING btree ("app_id","job_id","created_at","id","current_stage_id","current_status_id","search_text") WHERE "applications"."deleted_at" is null;