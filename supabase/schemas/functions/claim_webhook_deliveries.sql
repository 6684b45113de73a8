-- {limit?} (1-100, default 20) -> [{id, url, secret, event, attempt, created_at, payload}],
-- oldest due first. Each claimed row counts an attempt and is leased.
create function public.claim_webhook_deliveries(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted integer := case when jsonb_typeof($1 -> 'limit') = 'number' and $1 ->> 'limit' ~ '^[0-9]{1,3}$'
                         then least(greatest(($1 ->> 'limit')::integer, 1), 100) else 20 end;
  claimed jsonb;
begin
  with due as (
    select o.id from public.webhook_outbox as o
    join public.webhook_endpoints as e on e.id = o.endpoint_id and e.active
    where o.state = 'pending' and o.next_attempt_at <= now()
    order by o.next_attempt_at, o.id
    limit wanted
    for update of o skip locked
  ), taken as (
    update public.webhook_outbox as o
    set attempts = o.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + public.webhook_lease()
    from due where o.id = due.id
    returning o.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'url', e.url, 'secret', e.secret, 'event', t.event, 'attempt', t.attempts,
           'created_at', t.created_at, 'payload', t.payload) order by t.id), '[]'::jsonb)
  into claimed
  from taken as t join public.webhook_endpoints as e on e.id = t.endpoint_id;
  return claimed;
end;
$$;

revoke execute on function public.claim_webhook_deliveries(jsonb) from public, anon, authenticated;
grant execute on function public.claim_webhook_deliveries(jsonb) to service_role;
