-- pairs: (field, message-or-NULL) in form order. NULL when every field passed.
create function public.refuse_invalid(endpoint text, form_type text, email text, variadic pairs text[]) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  first_message text := public.first_error(variadic pairs);
begin
  if first_message is null then
    return null;
  end if;
  perform public.log_refusal('form_validation_failed', endpoint, form_type, first_message, email);
  return public.refusal(400, 'LF400', 'Validation failed', public.field_errors(variadic pairs)::text);
end;
$$;

revoke execute on function public.refuse_invalid(endpoint text, form_type text, email text, VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.refuse_invalid(endpoint text, form_type text, email text, VARIADIC pairs text[]) to service_role;
