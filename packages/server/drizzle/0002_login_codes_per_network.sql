-- Sign-in codes per e-mail address and per network asking for them (see docs/security.md): a stranger's
-- requests and wrong guesses no longer replace or void the owner's code. Codes live ten minutes; codes
-- already sent keep working (requested_from '': checked like a code asked for from another network).
ALTER TABLE "login_codes" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_codes" DROP CONSTRAINT "login_codes_pkey";--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_email_requested_from_pk" PRIMARY KEY("email","requested_from");
