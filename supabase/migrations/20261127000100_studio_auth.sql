-- The marketers' area: who may sign in to /studio, and the lockout on sign-in (issue 13).
--
-- * marketers: the Supabase Auth users who are marketers. Signing in is not enough: policies on
--   the studio's data ask public.is_marketer(), so a user of the same project who is not listed
--   here reads nothing. A marketer reads their own row only; rows are added by the owner
--   (`npm run studio:add-user`, or the SQL step in the README on Supabase).
-- * studio_me: the one browser call for a signed-in user (authenticated only, never anon).
-- * login_lockout_message: the spec's lockout (5 failures for an email or from an address within
--   15 minutes block for 15 minutes, login_blocked) as the text shown, with the time left; NULL
--   while not blocked.
-- * hook_password_verification_attempt: Supabase Auth's "password verification attempt" hook
--   (enable it in the dashboard, see the README). Supabase calls it after checking a password,
--   with { user_id, valid } and no address, so on Supabase the lockout counts by email only.
--   The embedded server (scripts/backend/auth/sign-in.ts) runs the same SQL before checking the
--   password and counts by email and address.

create table public.marketers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  created_at timestamptz not null default now()
);
comment on table public.marketers is 'Users of Supabase Auth who may use the marketers'' area (/studio).';

alter table public.marketers enable row level security;
revoke all on public.marketers from anon, authenticated;
grant select on public.marketers to authenticated;
create policy marketers_read_own on public.marketers for select to authenticated
  using (user_id = (select auth.uid()));

-- Definer: policies on other tables call it, and the caller may see only their own row here.
create function public.is_marketer() returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (select 1 from public.marketers as m where m.user_id = auth.uid());
$$;

-- The studio's first call after sign-in: who the token says is calling, and whether they are a
-- marketer (a signed-in user who is not is shown that, not an empty area).
create function public.studio_me(jsonb) returns jsonb
language sql stable security definer set search_path = public, pg_temp
as $$
  select jsonb_build_object('user_id', auth.uid(), 'email', auth.jwt() ->> 'email', 'marketer', public.is_marketer());
$$;

create function public.login_lockout_message(email text, ip text) returns text
language sql stable security definer set search_path = public, pg_temp
as $$
  select case when public.login_blocked($1, $2) then
    'Too many failed sign-in attempts. Try again in '
      || minutes || case when minutes = 1 then ' minute.' else ' minutes.' end
  end
  from (
    select greatest(1, ceil(extract(epoch from coalesce(greatest(
             -- An attempt that reached the limit blocks until its blocked_until…
             (select max(a.blocked_until) from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now()),
             -- …and five attempts within 15 minutes block until the fifth newest is 15 minutes old.
             (select a.attempt_time + interval '15 minutes' from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes'
              order by a.attempt_time desc offset 4 limit 1)
           ), now() + interval '15 minutes') - now()) / 60))::int as minutes
  ) as remaining;
$$;

-- Supabase Auth's password verification hook: event { user_id, valid }, answer { decision,
-- message, should_logout_user }. Blocked means reject, even for the right password; a wrong
-- password is recorded, and the one that reaches the limit is answered with the lockout text.
-- Guesses for one email are serialized, so parallel ones each see the failures before them.
-- An error here fails the sign-in (Supabase Auth refuses when its hook fails).
create function public.hook_password_verification_attempt(event jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  who text;
  locked text;
begin
  select lower(u.email) into who from auth.users as u where u.id = (event ->> 'user_id')::uuid;
  if who is null then
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials', 'should_logout_user', false);
  end if;
  perform pg_advisory_xact_lock(hashtext(who));
  locked := public.login_lockout_message(who, null);
  if locked is null and (event ->> 'valid')::boolean is not true then
    perform public.record_failed_login(who, null, null);
    locked := public.login_lockout_message(who, null);
  end if;
  if locked is not null then
    -- Existing sessions stay: whoever guesses an email must not be able to sign its owner out.
    return jsonb_build_object('decision', 'reject', 'message', locked, 'should_logout_user', false);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.is_marketer() from public, anon;
grant execute on function public.is_marketer() to authenticated, service_role;
revoke execute on function public.studio_me(jsonb) from public, anon;
grant execute on function public.studio_me(jsonb) to authenticated, service_role;
revoke execute on function public.login_lockout_message(text, text) from public, anon, authenticated;
grant execute on function public.login_lockout_message(text, text) to service_role;
revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
