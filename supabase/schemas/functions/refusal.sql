-- Sets the HTTP status PostgREST answers with and builds its error body.
create function public.refusal(status integer, code text, message text, details text) returns jsonb
language plpgsql volatile set search_path = public, pg_temp
as $$
begin
  perform set_config('response.status', status::text, true);
  return jsonb_build_object('code', code, 'message', message, 'details', details, 'hint', null);
end;
$$;

revoke execute on function public.refusal(status integer, code text, message text, details text) from public, anon, authenticated;
grant execute on function public.refusal(status integer, code text, message text, details text) to service_role;
