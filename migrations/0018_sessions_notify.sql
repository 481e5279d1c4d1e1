-- Instances keep signed-in sessions in memory (src/infra/auth/session-cache.ts). Every
-- statement that deletes sessions (sign-out, a password change, a script, by hand) tells every
-- instance when it commits, naming the accounts whose sessions ended, or '*' when there are too
-- many for one notification (its payload is limited to 8,000 bytes): then every instance forgets
-- every session. Being a trigger, no writer can forget to tell.
create function sessions_notify_ended() returns trigger language plpgsql as $$
declare
  accounts text;
begin
  select case when count(distinct account_id) <= 100
              then string_agg(distinct account_id, ',')
              else '*' end
    into accounts
    from ended_sessions;
  if accounts is not null then
    perform pg_notify('rbt_sessions_ended', accounts);
  end if;
  return null;
end;
$$;

create trigger sessions_notify_after_delete
  after delete on sessions
  referencing old table as ended_sessions
  for each statement execute function sessions_notify_ended();
