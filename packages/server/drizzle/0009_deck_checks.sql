CREATE TABLE "deck_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"player_name" text NOT NULL,
	"judge_id" uuid,
	"judge_name" text NOT NULL,
	"round" integer NOT NULL,
	"table_number" integer,
	"picked_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"note" text DEFAULT '' NOT NULL,
	"extension_clock_id" text,
	"extension_half_minutes" integer
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "timer_tournament_id" text;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD CONSTRAINT "deck_checks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD CONSTRAINT "deck_checks_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_checks" ADD CONSTRAINT "deck_checks_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_checks_event_idx" ON "deck_checks" USING btree ("event_id","picked_at");--> statement-breakpoint
CREATE INDEX "deck_checks_player_idx" ON "deck_checks" USING btree ("event_id","player_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_timer_tournament_id_timer_tournaments_id_fk" FOREIGN KEY ("timer_tournament_id") REFERENCES "public"."timer_tournaments"("id") ON DELETE set null ON UPDATE no action;