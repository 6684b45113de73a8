-- {url} -> {ok, id, url, secret} | 400 LF400 {"url": …}. The secret is returned here only.
create function public.add_webhook_endpoint(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  added public.webhook_endpoints;
begin
  if char_length(address) > 2048 then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "URL too long"}');
  end if;
  if address !~* '^https?://[^/?#@[:space:]]+' or address ~ '[[:space:][:cntrl:]]' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "Enter an address starting with http:// or https://"}');
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('ok', true, 'id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

revoke execute on function public.add_webhook_endpoint(jsonb) from public, anon, authenticated;
grant execute on function public.add_webhook_endpoint(jsonb) to service_role;
