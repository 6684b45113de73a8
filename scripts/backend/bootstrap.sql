-- Embedded backend only (scripts/backend/database.ts runs this before the migrations).
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
-- granted to them by default.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Same place the Supabase CLI records applied migrations.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
