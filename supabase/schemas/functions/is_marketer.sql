create function public.is_marketer() returns boolean
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

comment on function public.is_marketer() is 'True when the caller''s token names a marketer and a session of theirs that has not ended (auth.sessions). Every studio call and policy asks it.';
revoke execute on function public.is_marketer() from public, anon;
grant execute on function public.is_marketer() to authenticated, service_role;
