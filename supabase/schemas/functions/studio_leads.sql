-- {kind?, route?, locale?, from?, to?, utm_source?, utm_medium?, utm_campaign?, experiment?, arm?,
--  payment_status?, search?, sort?, direction?, page?, per_page?}
-- -> {total, page, per_page, rows: Lead[], counts: {founder, partnership, early_access, payment, contact}}.
-- A text filter that is absent, null or '' filters nothing; counts apply every filter but kind.
-- Order: the sort column (text case-insensitively, empty values last), then id, both in the
-- chosen direction, so pages never overlap or skip a row when values tie. A contact message
-- carries its message under details.
create function public.studio_leads(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_kind text; f_route text; f_locale text; f_source text; f_medium text; f_campaign text;
  f_experiment text; f_arm text; f_status text; f_search text;
  f_from date; f_to date;
  sort_by text := coalesce(nullif(body ->> 'sort', ''), 'created_at');
  dir text := coalesce(nullif(body ->> 'direction', ''), 'desc');
  page_no integer := 1;
  per_page integer := 25;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the filters as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('kind', 'route', 'locale', 'from', 'to', 'utm_source', 'utm_medium', 'utm_campaign', 'experiment', 'arm',
                   'payment_status', 'search', 'sort', 'direction', 'page', 'per_page') then
      raise exception 'Unknown filter: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown filter')::text;
    end if;
    if key not in ('page', 'per_page') and jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The filter % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  f_kind := nullif(body ->> 'kind', '');
  if f_kind not in ('founder', 'partnership', 'early_access', 'payment', 'contact') then
    raise exception 'Unknown kind of lead: %', f_kind using errcode = '22023', detail = '{"kind": "Unknown kind of lead"}';
  end if;
  f_route := nullif(body ->> 'route', '');
  f_locale := nullif(body ->> 'locale', '');
  f_source := nullif(body ->> 'utm_source', '');
  f_medium := nullif(body ->> 'utm_medium', '');
  f_campaign := nullif(body ->> 'utm_campaign', '');
  f_experiment := nullif(body ->> 'experiment', '');
  f_arm := nullif(body ->> 'arm', '');
  f_status := nullif(body ->> 'payment_status', '');

  if body ? 'search' and jsonb_typeof(body -> 'search') = 'string' then
    f_search := btrim(body ->> 'search');
    if char_length(f_search) not between 1 and 200 then
      raise exception 'Search must be between 1 and 200 characters'
        using errcode = '22023', detail = '{"search": "Search must be between 1 and 200 characters"}';
    end if;
    f_search := lower(f_search);
  end if;

  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  if f_from > f_to then
    raise exception 'The first day is after the last day' using errcode = '22023', detail = '{"from": "The first day is after the last day"}';
  end if;

  if sort_by not in ('created_at', 'name', 'email', 'route', 'kind') then
    raise exception 'Sort by created_at, name, email, route or kind' using errcode = '22023', detail = '{"sort": "Unknown column"}';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'Direction is asc or desc' using errcode = '22023', detail = '{"direction": "Direction is asc or desc"}';
  end if;
  if body ? 'page' and jsonb_typeof(body -> 'page') <> 'null' then
    if jsonb_typeof(body -> 'page') <> 'number' or body ->> 'page' !~ '^[0-9]{1,4}$' or (body ->> 'page')::integer not between 1 and 1000 then
      raise exception 'Page must be between 1 and 1000' using errcode = '22023', detail = '{"page": "Page must be between 1 and 1000"}';
    end if;
    page_no := (body ->> 'page')::integer;
  end if;
  if body ? 'per_page' and jsonb_typeof(body -> 'per_page') <> 'null' then
    if jsonb_typeof(body -> 'per_page') <> 'number' or body ->> 'per_page' !~ '^[0-9]{1,3}$' or (body ->> 'per_page')::integer not between 1 and 100 then
      raise exception 'Rows per page must be between 1 and 100'
        using errcode = '22023', detail = '{"per_page": "Rows per page must be between 1 and 100"}';
    end if;
    per_page := (body ->> 'per_page')::integer;
  end if;

  with leads as (
    select 'founder'::text as kind, l.id, l.created_at, l.name, l.email, l.phone, l.country, l.route, l.locale,
           l.utm ->> 'source' as utm_source, l.utm ->> 'medium' as utm_medium, l.utm ->> 'campaign' as utm_campaign,
           l.utm ->> 'term' as utm_term, l.utm ->> 'content' as utm_content, l.referrer, l.experiment, l.arm, l.consent,
           null::text as payment_status, null::integer as amount, null::text as currency, null::text as product_id,
           jsonb_build_object('country_code', l.country_code, 'plot', l.plot) as details
    from public.founder_applications as l
    union all
    select 'partnership', l.id, l.created_at, l.name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null,
           jsonb_build_object('country_code', l.country_code, 'company_name', l.company_name, 'location', l.location,
                              'land_details', l.land_details)
    from public.partnership_applications as l
    union all
    select 'early_access', l.id, l.created_at, null, l.email, null, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null, '{}'::jsonb
    from public.early_access_signups as l
    union all
    select 'payment', l.id, l.created_at, l.full_name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, l.status, l.amount, l.currency, l.product_id,
           jsonb_build_object('stripe_session_id', l.stripe_session_id, 'paid_at', l.paid_at, 'completed_at', l.completed_at,
                              'reported_amount', l.reported_amount, 'reported_currency', l.reported_currency,
                              'review_requested_at', l.review_requested_at)
    from public.payments as l
    union all
    select 'contact', l.id, l.created_at, l.name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null,
           jsonb_build_object('message', l.message)
    from public.contact_messages as l
  ), filtered as (
    select l.* from leads as l
    where (f_route is null or l.route = f_route)
      and (f_locale is null or l.locale = f_locale)
      and (f_source is null or l.utm_source = f_source)
      and (f_medium is null or l.utm_medium = f_medium)
      and (f_campaign is null or l.utm_campaign = f_campaign)
      and (f_experiment is null or l.experiment = f_experiment)
      and (f_arm is null or l.arm = f_arm)
      and (f_status is null or l.payment_status = f_status)
      and (f_from is null or (l.created_at at time zone 'utc')::date >= f_from)
      and (f_to is null or (l.created_at at time zone 'utc')::date <= f_to)
      -- strpos, not LIKE: %, _ and \ typed in the search are characters to find, not patterns.
      and (f_search is null or strpos(lower(coalesce(l.name, '')), f_search) > 0 or strpos(lower(coalesce(l.email, '')), f_search) > 0)
  ), chosen as (
    select l.*, lower(case sort_by when 'name' then l.name when 'email' then l.email when 'route' then l.route when 'kind' then l.kind end) as sort_text
    from filtered as l
    where f_kind is null or l.kind = f_kind
  ), ordered as (
    select l.*, row_number() over (order by
             case when dir = 'asc' and sort_by = 'created_at' then l.created_at end asc,
             case when dir = 'desc' and sort_by = 'created_at' then l.created_at end desc,
             case when dir = 'asc' then l.sort_text end asc nulls last,
             case when dir = 'desc' then l.sort_text end desc nulls last,
             case when dir = 'asc' then l.id end asc,
             case when dir = 'desc' then l.id end desc) as place
    from chosen as l
  )
  select jsonb_build_object(
    'total', (select count(*) from chosen),
    'page', page_no,
    'per_page', per_page,
    'rows', coalesce((select jsonb_agg(to_jsonb(p) - 'place' - 'sort_text' order by p.place) from ordered as p
                      where p.place > (page_no - 1) * per_page and p.place <= page_no * per_page), '[]'::jsonb),
    'counts', (select jsonb_build_object(
                 'founder', count(*) filter (where l.kind = 'founder'),
                 'partnership', count(*) filter (where l.kind = 'partnership'),
                 'early_access', count(*) filter (where l.kind = 'early_access'),
                 'payment', count(*) filter (where l.kind = 'payment'),
                 'contact', count(*) filter (where l.kind = 'contact'))
               from filtered as l))
  into result;
  return result;
end;
$$;

revoke execute on function public.studio_leads(jsonb) from public, anon;
grant execute on function public.studio_leads(jsonb) to authenticated, service_role;
