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

revoke execute on function public.declare_site_locales(locales text[]) from public, anon, authenticated;
grant execute on function public.declare_site_locales(locales text[]) to service_role;
