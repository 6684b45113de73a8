-- A marketer's access token stops reading the moment its session ends (issue 23).
--
-- An access token is a signed JWT: PostgREST and Storage check its signature and expiry, never
-- whether its session still exists. Signing out, or a reused refresh token (Supabase Auth then
-- ends the session), left the token reading every lead, the webhooks and the files until it
-- expired. Every studio call, every policy on the leads and the lead-files bucket's read policy
-- ask public.is_marketer(), so it now also asks what Supabase recommends for immediate
-- revocation: the token's session_id claim names a live row of auth.sessions (the primary key
-- Supabase Auth deletes on sign-out) that belongs to the same user.
--
-- A session_id that is absent, null, not a string or not a UUID is a refusal (false), never an
-- error: the UUID is checked by pattern before the cast. `create or replace` keeps the
-- function's grants and every policy that calls it.

create or replace function public.is_marketer() returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (
    select 1
    from public.marketers as m
    join auth.sessions as s on s.user_id = m.user_id
    where m.user_id = auth.uid()
      and s.id = (
        select case when claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then claim::uuid end
        from (select case when jsonb_typeof(auth.jwt() -> 'session_id') = 'string' then auth.jwt() ->> 'session_id' end as claim) as token
      )
  );
$$;

comment on function public.is_marketer() is
  'True when the caller''s token names a marketer and a session of theirs that has not ended (auth.sessions). Every studio call and policy asks it.';
