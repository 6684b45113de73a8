-- The embedded backend granted Supabase's default privileges again at every start
-- (supabase/embedded/bootstrap.sql, now only on a new database), so a data folder opened more than
-- once would have granted the API roles whatever a later migration creates. The baseline's
-- defaults, once more; a no-op on a Supabase project and on a new database.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
