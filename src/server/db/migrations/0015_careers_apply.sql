CREATE TABLE "referral_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_notice" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "knockout_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "privacy_notice" text;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_live_unique" ON "referral_links" USING btree ("user_id","job_id") WHERE "referral_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "referral_links_job_idx" ON "referral_links" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "applications_live_flagged_idx" ON "applications" USING btree ("app_id","created_at","id") WHERE "applications"."deleted_at" is null and "applications"."flag_reason" is not null;--> statement-breakpoint
CREATE INDEX "questions_group_order_idx" ON "questions" USING btree ("question_group_id","sort_order","id");