-- India Post's PIN directory (filled from the file that ships with the shop when empty) and
-- staff delivery rules by PIN prefix.
CREATE TABLE "pincodes" (
	"pin" text PRIMARY KEY NOT NULL,
	"states" jsonb NOT NULL,
	"district" text NOT NULL,
	"places" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"delivery" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_rules_prefix_check" CHECK ("pin_rules"."prefix" ~ '^[1-9][0-9]{0,5}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pin_rules_prefix_key" ON "pin_rules" USING btree ("prefix");
