-- A refused browser call: the first refusal of the window keeps the spec's details (with the
-- email, read only then), the others are counted on it.
create function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  ip text := public.request_ip();
begin
  perform public.record_rate_limit_refusal(endpoint, ip, jsonb_build_object(
    'type', 'rate_limit', 'category', endpoint, 'form_type', form_type, 'ip_address', ip,
    'error', 'Too many requests',
    'email', left(nullif(lower(public.field_text(body, 'email')), ''), 254)));
  return public.refusal(429, 'LF429', 'Too many requests', null);
end;
$$;

revoke execute on function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) from public, anon, authenticated;
grant execute on function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) to service_role;
