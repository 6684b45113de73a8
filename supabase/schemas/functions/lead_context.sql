-- The lead context (route, locale, utm, referrer, experiment, arm, consent) never refuses a
-- submission: a malformed part is stored as NULL (utm: only the known keys survive). The locale is
-- kept only when the site declares it (site_locales): a lookup, so the function is stable.
create function public.lead_context(body jsonb) returns jsonb
language sql stable set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'route', case when route ~ '^/[A-Za-z0-9/_-]{0,199}$' then route end,
    'locale', (select s.locale from public.site_locales s where s.locale = fields.locale and s.accepted),
    'utm', coalesce((
      select jsonb_object_agg(key, value #>> '{}')
      from jsonb_each(case when jsonb_typeof(body -> 'utm') = 'object' then body -> 'utm' else '{}'::jsonb end)
      where key in ('source', 'medium', 'campaign', 'term', 'content')
        and jsonb_typeof(value) = 'string' and char_length(value #>> '{}') <= 200
    ), '{}'::jsonb),
    'referrer', case when jsonb_typeof(body -> 'referrer') = 'string' and char_length(referrer) <= 2048 then referrer end,
    'experiment', case when attributed then experiment end,
    'arm', case when attributed then arm end,
    'consent', case when body -> 'consent' in ('"granted"'::jsonb, '"denied"'::jsonb) then body ->> 'consent' else 'unset' end)
  from (select public.field_text(body, 'route') as route, public.field_text(body, 'locale') as locale,
               public.field_text(body, 'referrer') as referrer,
               public.field_text(body, 'experiment') as experiment, public.field_text(body, 'arm') as arm,
               jsonb_typeof(body -> 'experiment') = 'string' and jsonb_typeof(body -> 'arm') = 'string'
                 and public.field_text(body, 'experiment') ~ '^[^[:cntrl:]]{1,64}$'
                 and public.field_text(body, 'arm') ~ '^[^[:cntrl:]]{1,64}$' as attributed) as fields;
$$;

revoke execute on function public.lead_context(body jsonb) from public, anon, authenticated;
grant execute on function public.lead_context(body jsonb) to service_role;
