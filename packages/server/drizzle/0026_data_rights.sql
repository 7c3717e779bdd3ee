-- Shoppers' data rights (docs/decisions/035): the "Send me offers" consent with the time it was
-- last given or withdrawn, and the time an account was deleted at its owner's request. A
-- deleted account keeps its row, emptied of the person, because its orders, invoices and credit
-- notes are kept as the tax law requires.
alter table users add column marketing_consent boolean not null default false;
--> statement-breakpoint
alter table users add column marketing_consent_at timestamp with time zone;
--> statement-breakpoint
alter table users add column deleted_at timestamp with time zone;
