-- {id, status} -> {ok, state}. Only a pending row changes.
create function public.mark_webhook_delivered(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  result text;
begin
  update public.webhook_outbox as o
  set state = 'delivered', delivered_at = now(), next_attempt_at = null,
      last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = null
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.state into result;
  return jsonb_build_object('ok', result is not null, 'state', result);
end;
$$;

revoke execute on function public.mark_webhook_delivered(jsonb) from public, anon, authenticated;
grant execute on function public.mark_webhook_delivered(jsonb) to service_role;
