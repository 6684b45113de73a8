-- The spec's message rule (section 5: required, max 5000), as src/interactive/forms/rules.ts has it.
create function public.message_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Message is required'
    when char_length(value) > 5000 then 'Message too long'
  end;
$$;

revoke execute on function public.message_error(value text) from public, anon, authenticated;
grant execute on function public.message_error(value text) to service_role;
