-- jobs.application_count follows the applications table, whichever code writes it: +1 on insert,
-- -1 on delete, and both when an application moves to another job.
CREATE FUNCTION "jobs_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.job_id IS NOT NULL THEN
    UPDATE jobs SET application_count = application_count - 1 WHERE id = OLD.job_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.job_id IS NOT NULL THEN
    UPDATE jobs SET application_count = application_count + 1 WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_count_on_insert_delete" AFTER INSERT OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "jobs_count_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_count_on_job_change" AFTER UPDATE OF "job_id" ON "applications"
  FOR EACH ROW WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id) EXECUTE FUNCTION "jobs_count_applications"();--> statement-breakpoint
UPDATE "jobs" SET "application_count" = counted.total
  FROM (SELECT "job_id", count(*)::int AS total FROM "applications" WHERE "job_id" IS NOT NULL GROUP BY "job_id") AS counted
  WHERE "jobs"."id" = counted."job_id";
