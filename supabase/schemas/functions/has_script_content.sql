-- The contract's <\s*script|javascript:|data: (case-insensitive).
create function public.has_script_content(value text) returns boolean
language sql immutable set search_path = public, pg_temp
as $$
  select value ~* ('<[' || public.js_space_chars() || ']*script|javascript:|data:');
$$;

revoke execute on function public.has_script_content(value text) from public, anon, authenticated;
grant execute on function public.has_script_content(value text) to service_role;
