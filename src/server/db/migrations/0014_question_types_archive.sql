ALTER TABLE "answers" DROP CONSTRAINT "answers_question_id_questions_id_fk";
--> statement-breakpoint
DROP INDEX "question_groups_app_name_unique";--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'short_text' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "required" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_groups_app_name_unique" ON "question_groups" USING btree ("app_id",lower("question_group_name")) WHERE "question_groups"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_known" CHECK ("questions"."type" in ('short_text', 'long_text', 'yes_no', 'single_choice', 'multiple_choice', 'number'));