CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"topic" text,
	"folded_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_channel_created_idx";--> statement-breakpoint
ALTER TABLE "channel_members" ADD COLUMN "last_read_message_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("app_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("app_id","user_id","topic") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_channel_id_idx" ON "messages" USING btree ("channel_id","id");--> statement-breakpoint
-- Every referral has its chat channel (new referrals get theirs when they are made).
INSERT INTO "channels" ("app_id", "channel_name", "application_id", "referrer_id", "created_at", "updated_at")
SELECT a."app_id", trim(a."first_name" || ' ' || a."last_name") || ' – ' || coalesce(trim(u."name" || ' ' || u."last_name"), 'Referrer'), a."id", a."referrer_id", a."created_at", a."created_at"
FROM "applications" a LEFT JOIN "users" u ON u."id" = a."referrer_id"
WHERE a."referrer_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "channels" c WHERE c."application_id" = a."id");--> statement-breakpoint
UPDATE "channel_members" m SET "last_read_message_id" = (SELECT max(x."id") FROM "messages" x WHERE x."channel_id" = m."channel_id" AND x."created_at" <= coalesce(m."last_read_at", '-infinity'));
