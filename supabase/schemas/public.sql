-- Schema public: what every object below starts with.
--
-- The browser (anon key) reaches the database only through the SECURITY DEFINER functions each
-- file in functions/ grants to anon; every table has row level security on, and the API roles get
-- no privilege a file does not grant. Plain PostgreSQL 15+: runs unchanged on Supabase and PGlite.

-- Objects created from here on are not granted to the API roles unless their file says so.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
