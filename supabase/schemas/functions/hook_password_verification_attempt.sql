-- Supabase Auth's password verification hook: event { user_id, valid }, answer { decision,
-- message, should_logout_user }. Blocked means reject, even for the right password; a wrong
-- password is recorded, and the one that reaches the limit is answered with the lockout text.
-- Guesses for one email are serialized, so parallel ones each see the failures before them.
-- An error here fails the sign-in (Supabase Auth refuses when its hook fails).
create function public.hook_password_verification_attempt(event jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  who text;
  locked text;
begin
  select lower(u.email) into who from auth.users as u where u.id = (event ->> 'user_id')::uuid;
  if who is null then
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials', 'should_logout_user', false);
  end if;
  perform pg_advisory_xact_lock(hashtext(who));
  locked := public.login_lockout_message(who, null);
  if locked is null and (event ->> 'valid')::boolean is not true then
    perform public.record_failed_login(who, null, null);
    locked := public.login_lockout_message(who, null);
  end if;
  if locked is not null then
    -- Existing sessions stay: whoever guesses an email must not be able to sign its owner out.
    return jsonb_build_object('decision', 'reject', 'message', locked, 'should_logout_user', false);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_password_verification_attempt(event jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_password_verification_attempt(event jsonb) to supabase_auth_admin;
