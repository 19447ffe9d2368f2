DROP INDEX "applications_app_created_idx";--> statement-breakpoint
DROP INDEX "applications_app_job_created_idx";--> statement-breakpoint
DROP INDEX "applications_app_status_idx";--> statement-breakpoint
DROP INDEX "applications_app_stage_idx";--> statement-breakpoint
DROP INDEX "applications_app_applicant_status_idx";--> statement-breakpoint
DROP INDEX "applications_app_source_idx";--> statement-breakpoint
CREATE INDEX "applications_live_created_idx" ON "applications" USING btree ("app_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_job_idx" ON "applications" USING btree ("app_id","job_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_status_idx" ON "applications" USING btree ("app_id","current_status_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_stage_idx" ON "applications" USING btree ("app_id","current_stage_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_applicant_status_idx" ON "applications" USING btree ("app_id","applicant_status_id","created_at","id") WHERE "applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "applications_live_source_idx" ON "applications" USING btree ("app_id","source_id","created_at","id") WHERE "applications"."deleted_at" is null;