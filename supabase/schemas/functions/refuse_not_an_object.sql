create function public.refuse_not_an_object(endpoint text, form_type text) returns jsonb
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_refusal('form_validation_failed', $1, $2, 'Expected a JSON object', null);
  select public.refusal(400, 'LF400', 'Expected a JSON object', '{}');
$$;

revoke execute on function public.refuse_not_an_object(endpoint text, form_type text) from public, anon, authenticated;
grant execute on function public.refuse_not_an_object(endpoint text, form_type text) to service_role;
