ALTER TABLE "deck_checks" ADD COLUMN "judge_role" text;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD COLUMN "checked_by_id" uuid;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD COLUMN "checked_by_name" text;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD COLUMN "checked_by_role" text;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD CONSTRAINT "deck_checks_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now a recorded outcome overwrote the picker with whoever recorded it: that is who checked.
UPDATE "deck_checks" SET "checked_by_id" = "judge_id", "checked_by_name" = "judge_name" WHERE "outcome" IS NOT NULL;--> statement-breakpoint
UPDATE "deck_checks" SET "judge_role" = "event_users"."role", "checked_by_role" = CASE WHEN "deck_checks"."outcome" IS NOT NULL THEN "event_users"."role" END
FROM "event_users"
WHERE "event_users"."event_id" = "deck_checks"."event_id" AND "event_users"."user_id" = "deck_checks"."judge_id" AND "event_users"."role" IN ('owner', 'judge');
