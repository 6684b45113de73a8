create table public.lead_files (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check ((char_length(path) >= 1) and (char_length(path) <= 200)),
  name text not null check ((char_length(name) >= 1) and (char_length(name) <= 255)),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv')),
  size integer not null check ((size >= 1) and (size <= 10485760)),
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
revoke all on table public.lead_files from anon, authenticated;
grant select on table public.lead_files to authenticated;
grant all on table public.lead_files to service_role;
