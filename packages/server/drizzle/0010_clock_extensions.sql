CREATE TABLE "clock_extensions" (
	"clock_id" text NOT NULL,
	"table_number" integer NOT NULL,
	"seconds" integer NOT NULL,
	"reason" text,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_extensions_clock_id_table_number_pk" PRIMARY KEY("clock_id","table_number")
);
--> statement-breakpoint
ALTER TABLE "clock_extensions" ADD CONSTRAINT "clock_extensions_clock_id_clocks_id_fk" FOREIGN KEY ("clock_id") REFERENCES "public"."clocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_extensions" ADD CONSTRAINT "clock_extensions_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;