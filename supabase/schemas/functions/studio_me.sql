-- The studio's first call after sign-in: who the token says is calling, and whether they are a
-- marketer (a signed-in user who is not is shown that, not an empty area).
create function public.studio_me(jsonb) returns jsonb
language sql stable security definer set search_path = public, pg_temp
as $$
  select jsonb_build_object('user_id', auth.uid(), 'email', auth.jwt() ->> 'email', 'marketer', public.is_marketer());
$$;

revoke execute on function public.studio_me(jsonb) from public, anon;
grant execute on function public.studio_me(jsonb) to authenticated, service_role;
