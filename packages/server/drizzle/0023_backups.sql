-- Every backup file written, by whichever instance or command wrote it: the schedule reads the
-- newest to know when the next is due, and the metrics answer the age of the last good one.
create table backups (
  id serial primary key,
  file text not null,
  bytes bigint not null,
  taken_at timestamp with time zone not null default now()
);
--> statement-breakpoint
create index backups_taken_at_idx on backups (taken_at);
