CREATE TABLE "login_failures" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_email_client_address_pk" PRIMARY KEY("email","client_address")
);
--> statement-breakpoint
CREATE INDEX "login_failures_updated_idx" ON "login_failures" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";