-- NULL when the body has no plot (absent or JSON null), else the plot's message or NULL.
create function public.plot_error(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value is null or jsonb_typeof(value) = 'null' then null
    when public.plot_number(value) is null then 'Invalid plot'
  end;
$$;

revoke execute on function public.plot_error(value jsonb) from public, anon, authenticated;
grant execute on function public.plot_error(value jsonb) to service_role;
