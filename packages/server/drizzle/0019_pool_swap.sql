ALTER TABLE "events" ADD COLUMN "pool_swap_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pool_revisions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "receiver_id" uuid;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pools_receiver_idx" ON "pools" USING btree ("event_id","receiver_id");