-- Every change to a user or to a login session announces itself on the channel
-- `sessions_changed`, whichever instance or tool made it, so each instance's session cache
-- drops what it holds for that user. Payload: the user id, or `*` for everyone.
create or replace function sessions_notify_user() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions_changed', old.id::text);
  return null;
end
$$;
--> statement-breakpoint
create or replace function sessions_notify_session() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions_changed', old.user_id::text);
  return null;
end
$$;
--> statement-breakpoint
create or replace function sessions_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions_changed', '*');
  return null;
end
$$;
--> statement-breakpoint
create trigger users_sessions_notify after update or delete on users
  for each row execute function sessions_notify_user();
--> statement-breakpoint
create trigger users_sessions_notify_truncate after truncate on users
  for each statement execute function sessions_notify_all();
--> statement-breakpoint
create trigger refresh_sessions_notify after update or delete on refresh_sessions
  for each row execute function sessions_notify_session();
--> statement-breakpoint
create trigger refresh_sessions_notify_truncate after truncate on refresh_sessions
  for each statement execute function sessions_notify_all();
