ALTER TABLE "decklist_revisions" ADD COLUMN "check" jsonb;--> statement-breakpoint
ALTER TABLE "decklist_revisions" ADD COLUMN "check_version" text;--> statement-breakpoint
ALTER TABLE "decklists" ADD COLUMN "check" jsonb;--> statement-breakpoint
ALTER TABLE "decklists" ADD COLUMN "check_version" text;--> statement-breakpoint
ALTER TABLE "library_decks" ADD COLUMN "check" jsonb;--> statement-breakpoint
ALTER TABLE "library_decks" ADD COLUMN "check_version" text;