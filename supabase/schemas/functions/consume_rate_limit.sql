-- {endpoint, identifier?}; identifier defaults to request_ip(). 200 {ok} | 429 LF429 | 400 LF400.
create function public.consume_rate_limit(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted text := public.field_text($1, 'endpoint');
  identifier text := coalesce(nullif(public.field_text($1, 'identifier'), ''), public.request_ip());
  rule public.rate_limit_rules;
begin
  select * into rule from public.rate_limit_rules as r where r.endpoint = wanted;
  if not found then
    return public.refusal(400, 'LF400', 'Validation failed', '{"endpoint": "Unknown endpoint"}');
  end if;
  if not public.check_rate_limit(identifier, wanted, rule.max_requests, rule.window_minutes) then
    perform public.record_rate_limit_refusal(wanted, identifier, jsonb_build_object(
      'type', 'rate_limit', 'category', wanted, 'form_type', null, 'ip_address', left(identifier, 100),
      'error', 'Too many requests', 'email', null));
    return public.refusal(429, 'LF429', 'Too many requests', null);
  end if;
  return jsonb_build_object('ok', true);
end;
$$;

revoke execute on function public.consume_rate_limit(jsonb) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(jsonb) to service_role;
