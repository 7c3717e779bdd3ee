-- Two-factor sign-in: the secret being set up, the secret in force, and the last time step
-- a code was accepted for (a code is accepted once).
alter table users add column totp_pending_secret text;
--> statement-breakpoint
alter table users add column totp_secret text;
--> statement-breakpoint
alter table users add column totp_enabled_at timestamptz;
--> statement-breakpoint
alter table users add column totp_last_step bigint;
--> statement-breakpoint
-- Single-use recovery codes, hashed like passwords.
create table recovery_codes (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index recovery_codes_user_idx on recovery_codes (user_id);
--> statement-breakpoint
-- One row per login (refresh-token family): the device and address it started from and when
-- it was last used, for the sessions list and the staff idle timeout.
create table login_sessions (
  family_id uuid primary key,
  user_id integer not null references users(id) on delete cascade,
  user_agent text not null default '',
  client_address text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
--> statement-breakpoint
create index login_sessions_user_idx on login_sessions (user_id);
--> statement-breakpoint
-- What staff did, append-only. No foreign key to users: the record outlives any account.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id integer,
  actor_email text not null,
  action text not null,
  target_type text,
  target_id text,
  changes jsonb not null default '{}'::jsonb,
  ip text
);
--> statement-breakpoint
create index audit_log_at_idx on audit_log (at);
--> statement-breakpoint
create index audit_log_target_idx on audit_log (target_type, target_id, id);
--> statement-breakpoint
create index audit_log_actor_idx on audit_log (actor_id, id);
--> statement-breakpoint
create index audit_log_action_idx on audit_log (action, id);
--> statement-breakpoint
-- Rows are never changed, and removed only by the retention job, which says so for its own
-- transaction (`set local shop.audit_prune = 'on'`) and removes only rows past retention.
create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('shop.audit_prune', true), '') = 'on' then
    return old;
  end if;
  raise exception 'audit_log is append-only' using errcode = '42501';
end
$$;
--> statement-breakpoint
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_refuse_change();
--> statement-breakpoint
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();
