-- {url} -> {id, url, secret}: the secret is shown here once, never again.
create function public.studio_add_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  problem text := public.webhook_url_problem(address);
  added public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may add webhooks' using errcode = '42501';
  end if;
  if problem like 'Enter a public address%' and current_setting('landfall.webhooks_allow_local', true) = 'on' then
    problem := null;
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023', detail = jsonb_build_object('url', problem)::text;
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

revoke execute on function public.studio_add_webhook(jsonb) from public, anon;
grant execute on function public.studio_add_webhook(jsonb) to authenticated, service_role;
