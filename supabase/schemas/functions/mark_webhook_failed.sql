-- {id, status?, error} -> {ok, state, next_attempt_at}. Back-off: 30 s · 2^(attempts-1), ±20 %
-- jitter so receivers coming back are not hit by every row at once, at most 6 hours; 20 attempts
-- span about two and a half days, then the row is 'dead' (kept, visible in webhook_deliveries()).
create function public.mark_webhook_failed(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  failed public.webhook_outbox;
begin
  update public.webhook_outbox as o
  set last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = left(coalesce(nullif($1 ->> 'error', ''), 'Failed'), 500),
      state = case when o.attempts >= public.webhook_max_attempts() then 'dead' else 'pending' end,
      next_attempt_at = case when o.attempts < public.webhook_max_attempts() then now() + make_interval(
        secs => least(30 * power(2, least(o.attempts - 1, 20)) * (0.8 + 0.4 * random()), 6 * 3600)) end
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.* into failed;
  return jsonb_build_object('ok', failed.id is not null, 'state', failed.state, 'next_attempt_at', failed.next_attempt_at);
end;
$$;

revoke execute on function public.mark_webhook_failed(jsonb) from public, anon, authenticated;
grant execute on function public.mark_webhook_failed(jsonb) to service_role;
