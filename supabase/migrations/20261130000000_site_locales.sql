-- Languages are site data (issue 26): the database accepts the locales the deployed site declares,
-- not a list written into SQL. Until now the two languages were spelt out in five column checks
-- and in lead_context, so a site adding a language needed a migration.
--
-- public.site_locales holds every locale the site has declared; `accepted` is true for the ones it
-- declares now. The deploy declares them (`npm run declare-locales`, README "Deploying to
-- Supabase"; the embedded backend at every start, scripts/backend/database.ts) through
-- declare_site_locales, which only the service role may call. A lead's locale is kept when it is
-- accepted, else null (as a malformed one always was). A language the site stops declaring is no
-- longer accepted, and the rows that carry it keep it: the columns now reference this table.

create table public.site_locales (
  locale text primary key
    check (char_length(locale) <= 35 and locale ~ '^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?$'),
  accepted boolean not null default true,
  declared_at timestamptz not null default now()
);
comment on table public.site_locales is 'The languages the site declares (BCP 47 tags, like en, es, pt-BR): leads keep a locale that is accepted. Written by declare_site_locales at deploy.';
alter table public.site_locales enable row level security;
revoke all on public.site_locales from public, anon, authenticated;

-- Every locale already stored stays valid (the site declared them when it was sent).
insert into public.site_locales (locale)
select locale from public.founder_applications where locale is not null
union select locale from public.partnership_applications where locale is not null
union select locale from public.payments where locale is not null
union select locale from public.early_access_signups where locale is not null
union select locale from public.contact_messages where locale is not null
on conflict do nothing;

alter table public.founder_applications drop constraint founder_applications_locale_check,
  add constraint founder_applications_locale_fkey foreign key (locale) references public.site_locales (locale);
alter table public.partnership_applications drop constraint partnership_applications_locale_check,
  add constraint partnership_applications_locale_fkey foreign key (locale) references public.site_locales (locale);
alter table public.payments drop constraint payments_locale_check,
  add constraint payments_locale_fkey foreign key (locale) references public.site_locales (locale);
alter table public.early_access_signups drop constraint early_access_signups_locale_check,
  add constraint early_access_signups_locale_fkey foreign key (locale) references public.site_locales (locale);
alter table public.contact_messages drop constraint contact_messages_locale_check,
  add constraint contact_messages_locale_fkey foreign key (locale) references public.site_locales (locale);

-- text[] of BCP 47 tags -> {accepted: [...]}: the site's languages now, in the order given. Each
-- is accepted from now on; every other one stops being accepted. Refuses (22023) an empty list or
-- a tag that is not shaped like a language (en, es, pt-BR, zh-Hant), naming it.
create function public.declare_site_locales(locales text[]) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  tag text;
begin
  if locales is null or cardinality(locales) = 0 then
    raise exception 'A site declares at least one language' using errcode = '22023';
  end if;
  foreach tag in array locales loop
    if tag is null or char_length(tag) > 35 or tag !~ '^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?$' then
      raise exception 'Not a language tag: %', coalesce(quote_literal(tag), 'null') using errcode = '22023',
        hint = 'A BCP 47 tag: a language, then a script or a region if needed, like en, es, pt-BR or zh-Hant';
    end if;
  end loop;
  insert into public.site_locales (locale, accepted, declared_at)
  select given.locale, true, now() from unnest(locales) as given (locale)
  on conflict (locale) do update set accepted = true, declared_at = excluded.declared_at;
  update public.site_locales set accepted = false where accepted and locale <> all (locales);
  return jsonb_build_object('accepted', to_jsonb(locales));
end;
$$;
revoke execute on function public.declare_site_locales(text[]) from public, anon, authenticated;
grant execute on function public.declare_site_locales(text[]) to service_role;

-- As in 20261127000000_lead_consent.sql, but the locale is one the site declares now (a lookup:
-- stable, no longer immutable). CREATE OR REPLACE keeps the grants.
create or replace function public.lead_context(body jsonb) returns jsonb
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
