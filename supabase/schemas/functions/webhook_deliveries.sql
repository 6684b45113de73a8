-- The outbox for the marketers' area: newest first, never the secret.
create function public.webhook_deliveries(p_limit integer default 200)
returns table (id bigint, endpoint_id uuid, url text, event text, lead_type text, lead_id text, state text,
  attempts integer, created_at timestamptz, last_attempt_at timestamptz, next_attempt_at timestamptz,
  delivered_at timestamptz, last_status integer, last_error text)
language sql stable security definer set search_path = public, pg_temp
as $$
  select o.id, o.endpoint_id, e.url, o.event, o.payload ->> 'type', o.payload ->> 'id', o.state, o.attempts,
         o.created_at, o.last_attempt_at, o.next_attempt_at, o.delivered_at, o.last_status, o.last_error
  from public.webhook_outbox as o join public.webhook_endpoints as e on e.id = o.endpoint_id
  order by o.id desc
  limit least(greatest(coalesce(p_limit, 200), 1), 1000);
$$;

revoke execute on function public.webhook_deliveries(p_limit integer) from public, anon, authenticated;
grant execute on function public.webhook_deliveries(p_limit integer) to service_role;
