CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "application_duplicate_dismissals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_duplicate_dismissals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"newest_application_id" integer NOT NULL,
	"dismissed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_duplicate_dismissals_kind" CHECK ("application_duplicate_dismissals"."kind" in ('email', 'phone', 'document'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (first_name || ' ' || last_name || ' ' || applicant_email || ' ' || coalesce(phone_number, '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deleted_by_id" integer;--> statement-breakpoint
ALTER TABLE "application_duplicate_dismissals" ADD CONSTRAINT "application_duplicate_dismissals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_duplicate_dismissals" ADD CONSTRAINT "application_duplicate_dismissals_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_duplicate_dismissals_key_idx" ON "application_duplicate_dismissals" USING btree ("app_id","kind","value");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_app_phone_idx" ON "applications" USING btree ("app_id","phone_number");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_app_trash_idx" ON "applications" USING btree ("app_id","deleted_at") WHERE "applications"."deleted_at" is not null;--> statement-breakpoint
-- jobs.application_count counts live applications only: moving one to the trash takes it off its
-- job's count, restoring it puts it back.
CREATE OR REPLACE FUNCTION "jobs_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.job_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
    UPDATE jobs SET application_count = application_count - 1 WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.job_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
    UPDATE jobs SET application_count = application_count + 1 WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "applications_count_on_job_change" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_count_on_job_or_trash_change" AFTER UPDATE OF "job_id", "deleted_at" ON "applications"
  FOR EACH ROW WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION "jobs_count_applications"();
