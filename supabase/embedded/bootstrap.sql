-- Embedded backend only (supabase/embedded/migrations.ts runs this before the migrations).
-- Recreates what a Supabase project already has, so supabase/migrations/*.sql run unchanged on
-- PGlite: the three API roles and Supabase's default grants. The grants matter: they are why
-- the migration must REVOKE explicitly, and the tests prove it does.
-- Idempotent: it runs on every open, also on a data directory that already has everything.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Supabase: the API roles may use schema public, and everything the owner creates there is
-- granted to them by default. Supabase sets these defaults once, when the project is made, and
-- the migrations revoke them (supabase/schemas/public.sql): so here too only on a database that
-- has recorded no migration yet, or every start would grant them again to what a later migration
-- creates, on a reopened data folder but not on a new one.
grant usage on schema public to anon, authenticated, service_role;
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- Same place the Supabase CLI records applied migrations.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);

-- Supabase Auth's schema, as far as the embedded sign-in (supabase/embedded/auth/) uses it. The
-- columns keep Supabase's names and types, so SQL written against auth.users runs on both.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email varchar(255),
  encrypted_password varchar(255),
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_sign_in_at timestamptz
);
create unique index if not exists users_email_key on auth.users (lower(email));
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
-- Unlike Supabase, the token column holds a SHA-256 of the token: a copied table opens nothing.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
-- The embedded server's JWT signing secret, made once per database (readable by its owner only).
create table if not exists auth.landfall_jwt_secret (
  only_row boolean primary key default true check (only_row),
  secret text not null
);

-- Supabase's helpers: the claims PostgREST set for this request (supabase/embedded/database.ts).
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb;
$$;
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid;
$$;
create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text;
$$;

-- Supabase Storage's two tables, as far as the lead-files bucket uses them (the bucket row is
-- supabase/schemas/storage/lead-files.sql, the read policy
-- supabase/schemas/policies/storage.objects.sql; supabase/embedded/lead-file-storage.ts keeps one
-- object row per stored file). Supabase's grants and row-level security: every API role may try,
-- the policies decide, and with none nobody but the service role gets in.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
