-- Schema public: what every object below starts with.
--
-- The browser (anon key) reaches the database only through the SECURITY DEFINER functions each
-- file in functions/ grants to anon; every table has row level security on, and the API roles get
-- no privilege a file does not grant. Plain PostgreSQL 15+: runs unchanged on Supabase and PGlite.
--
-- Compare variants with one query (served by the (route, created_at) indexes):
-- <compare-variants>
-- select route,
--        count(*) filter (where kind = 'founder')     as founder_applications,
--        count(*) filter (where kind = 'partnership') as partnership_applications,
--        count(*) filter (where kind = 'payment')     as paid_payments,
--        count(*) filter (where utm ->> 'source' is not null) as from_campaigns
-- from (
--   select route, created_at, utm, 'founder' as kind from public.founder_applications
--   union all
--   select route, created_at, utm, 'partnership' from public.partnership_applications
--   union all
--   select route, created_at, utm, 'payment' from public.payments where status in ('paid', 'completed')
-- ) as leads
-- where route in ('/', '/mansion') and created_at >= now() - interval '30 days'
-- group by route
-- order by route;
-- </compare-variants>

-- Objects created from here on are not granted to the API roles unless their file says so.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
