-- One security_events row per refused request; details as the spec's form events carry them.
create function public.log_refusal(action text, endpoint text, form_type text, error text, email text) returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_security_event($1, $2, jsonb_build_object(
    'type', case $1 when 'form_validation_failed' then 'validation'
                    when 'rate_limit_exceeded' then 'rate_limit' else 'refused' end,
    'category', $2,
    'form_type', $3,
    'ip_address', public.request_ip(),
    'error', $4,
    'email', left(nullif($5, ''), 254)));
$$;

revoke execute on function public.log_refusal(action text, endpoint text, form_type text, error text, email text) from public, anon, authenticated;
grant execute on function public.log_refusal(action text, endpoint text, form_type text, error text, email text) to service_role;
