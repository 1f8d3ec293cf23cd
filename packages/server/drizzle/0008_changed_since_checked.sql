ALTER TABLE "event_users" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_users" ADD COLUMN "checked_revision" bigint;--> statement-breakpoint
ALTER TABLE "event_users" ADD COLUMN "changed_since_checked_at" timestamp with time zone;--> statement-breakpoint
-- Decks checked before these columns: the revision they stand at is the one checked (its time is unknown).
UPDATE "event_users" SET "checked_revision" = (
	SELECT max("seq") FROM "decklist_revisions" r WHERE r."event_id" = "event_users"."event_id" AND r."user_id" = "event_users"."user_id"
) WHERE "is_deck_checked";
