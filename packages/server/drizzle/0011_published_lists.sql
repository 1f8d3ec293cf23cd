CREATE TABLE "deck_publications" (
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"placing" integer,
	"label" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_publications_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_users" ADD COLUMN "publication_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lists_may_be_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_publications" ADD CONSTRAINT "deck_publications_event_id_user_id_event_users_event_id_user_id_fk" FOREIGN KEY ("event_id","user_id") REFERENCES "public"."event_users"("event_id","user_id") ON DELETE cascade ON UPDATE no action;