-- Documents on partnership applications (issue 14, "Land partners can attach documents").
--
-- * A visitor never writes to Storage: the lead-files Edge Function checks each file (the spec's
--   file rule: name 1-255 characters, at most 10 MB, JPEG/PNG/GIF/WebP/PDF/CSV decided from the
--   bytes), stores it with the service role in the private bucket `lead-files` under a random
--   path, and records it here as pending (record_lead_file, service role only).
-- * The application links its files: submit_partnership_application takes `fileIds` (the ids
--   lead-files answered) and links those that are pending, unlinked and under an hour old, at
--   most 10; any other id is ignored, never an error, so a lost upload never costs the lead.
-- * Marketers read: lead_files through row-level security (is_marketer()), the listing through
--   studio_lead_files, and the bytes through Storage, whose policy below lets only a marketer
--   select the bucket's objects (createSignedUrl needs that). No policy lets anyone else read or
--   write the bucket.

create table public.lead_files (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check (char_length(path) between 1 and 200),
  name text not null check (char_length(name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv')),
  size integer not null check (size between 1 and 10485760),
  partnership_application_id uuid references public.partnership_applications (id) on delete cascade,
  ip_address text,
  created_at timestamptz not null default now(),
  linked_at timestamptz
);
comment on table public.lead_files is 'Documents sent with partnership applications; the bytes are in the Storage bucket lead-files under path.';
comment on column public.lead_files.name is 'The file name as the visitor''s browser gave it, stored as typed: encode it where it is shown.';
comment on column public.lead_files.content_type is 'Decided from the file''s bytes by lead-files, never from its name or declared type.';
comment on column public.lead_files.partnership_application_id is 'NULL while pending: uploaded, not (yet) sent with an application.';

create index lead_files_application on public.lead_files (partnership_application_id);

alter table public.lead_files enable row level security;
revoke all on public.lead_files from anon, authenticated;
grant select on public.lead_files to authenticated;
create policy marketers_read on public.lead_files for select to authenticated using ((select public.is_marketer()));

-- One application may carry up to 10 files and a visitor may send 4 applications an hour; a
-- script gets no more than that.
insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values ('lead_file', 40, 60);

-- ─── Storage ────────────────────────────────────────────────────────────────────────────────

-- Storage enforces these too, whoever uploads (the function checks the bytes; Storage only the
-- declared type).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lead-files', 'lead-files', false, 10485760,
        array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv'])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy lead_files_marketers_read on storage.objects for select to authenticated
  using (bucket_id = 'lead-files' and (select public.is_marketer()));

-- ─── Calls ──────────────────────────────────────────────────────────────────────────────────

-- {path, name, contentType, size} -> {id}. Service role only: the function has checked the file.
create function public.record_lead_file(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  new_id uuid;
begin
  insert into public.lead_files (path, name, content_type, size, ip_address)
  values ($1 ->> 'path', $1 ->> 'name', $1 ->> 'contentType', ($1 ->> 'size')::integer, public.request_ip())
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end;
$$;

-- The ids an application names: a JSON array of strings or one comma-separated string (the
-- form sends its values as strings); anything that is not a uuid is dropped; the first 10 count.
create function public.lead_file_ids(body jsonb) returns uuid[]
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(array_agg(id::uuid), '{}')
  from (
    select btrim(value) as id
    from (
      select jsonb_array_elements_text(case when jsonb_typeof(body -> 'fileIds') = 'array' then body -> 'fileIds' else '[]'::jsonb end) as value
      union all
      select unnest(string_to_array(case when jsonb_typeof(body -> 'fileIds') = 'string' then body ->> 'fileIds' else '' end, ','))
    ) as given
    where btrim(value) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    limit 10
  ) as ids;
$$;

-- As in 20261127000000_lead_consent.sql, plus linking the application's files.
create or replace function public.submit_partnership_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  company_name text;
  location text;
  land_details text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('partnership_application') then
    return public.refuse_rate_limited('partnership_application', 'partnership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('partnership_application', 'partnership');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  company_name := public.field_text(body, 'companyName');
  location := public.field_text(body, 'location');
  land_details := public.field_text(body, 'landDetails');
  refused := public.refuse_invalid('partnership_application', 'partnership', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'companyName', public.company_name_error(company_name),
    'location', public.location_error(location),
    'landDetails', public.land_details_error(land_details));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.partnership_applications
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  -- Only files nobody has linked yet, uploaded for this visit: an id seen elsewhere links nothing.
  update public.lead_files
  set partnership_application_id = new_id, linked_at = now()
  where id = any(public.lead_file_ids(body))
    and partnership_application_id is null
    and created_at > now() - interval '1 hour';
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- {leadId} -> [{id, name, type, size, path, created_at}] of one partnership application, oldest
-- first. Security invoker: the policies decide; a caller who is not a marketer is refused.
create function public.studio_lead_files(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  lead text := coalesce($1, '{}'::jsonb) ->> 'leadId';
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if lead is null or lead !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid lead id' using errcode = '22023', detail = '{"leadId": "Invalid lead id"}';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'type', f.content_type, 'size', f.size, 'path', f.path,
                                        'created_at', f.created_at) order by f.created_at, f.id)
    from public.lead_files as f
    where f.partnership_application_id = lead::uuid), '[]'::jsonb);
end;
$$;

-- ─── Who may call what ──────────────────────────────────────────────────────────────────────

revoke execute on function public.record_lead_file(jsonb), public.lead_file_ids(jsonb), public.studio_lead_files(jsonb)
from public, anon, authenticated;
grant execute on function public.record_lead_file(jsonb), public.lead_file_ids(jsonb) to service_role;
grant execute on function public.studio_lead_files(jsonb) to authenticated, service_role;
