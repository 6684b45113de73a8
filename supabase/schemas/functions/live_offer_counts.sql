-- Social proof on the pages: founder applications per country, sold (paid or completed)
-- payments per product. Counts only; no row is ever exposed.
create function public.live_offer_counts(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
begin
  if not public.rate_limit_allows('live_offer_counts') then
    return public.refuse_rate_limited('live_offer_counts', null, null);
  end if;
  return jsonb_build_object(
    'countries', coalesce((
      select jsonb_object_agg(country, n)
      from (select country, count(*) as n from public.founder_applications where country is not null group by country) as c
    ), '{}'::jsonb),
    'products', coalesce((
      select jsonb_object_agg(product_id, n)
      from (select product_id, count(*) as n from public.payments where status in ('paid', 'completed') group by product_id) as p
    ), '{}'::jsonb));
end;
$$;

revoke execute on function public.live_offer_counts(jsonb) from public;
grant execute on function public.live_offer_counts(jsonb) to anon, authenticated, service_role;
