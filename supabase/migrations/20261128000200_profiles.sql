-- Marketers' profiles (issue 14): the spec's profile rules (section 3: username 3-30 letters,
-- digits or underscore; optional full name; bio up to 500), on the studio's Profile screen.
--
-- * profiles: one row per marketer, keyed by the Supabase Auth user. Usernames are unique
--   whatever their case (Ada_L and ada_l are one name) but stored as typed. The checks repeat
--   the rules, so a row written by the owner by hand holds them too.
-- * Row-level security: a signed-in user may SELECT, and the policy shows a marketer their own
--   row only; nobody else's, and nothing to a user who is not a marketer. Writes go through
--   save_studio_profile only (SECURITY DEFINER), which writes the caller's own row and nothing else.
-- * studio_profile({}) -> {username, full_name, bio, updated_at} (nulls before the first save).
-- * save_studio_profile({username, full_name?, bio?}) -> the saved profile. A refusal is
--   SQLSTATE 22023 (HTTP 400) whose message is the first field's text and whose detail is
--   {"field": message} for every failing field, as the studio's other calls answer.
--   Values are trimmed as the browser trims them; an empty full name or bio is stored as NULL.
--   The texts are the studio's (src/studio/profile/profile-rules.ts): the spec names no message
--   for these rules, except the name rule's "Name too long", which the full name keeps.

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  full_name text check (char_length(full_name) between 1 and 100),
  bio text check (char_length(bio) between 1 and 500),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'The marketers'' own profiles, edited on the studio''s Profile screen.';
comment on column public.profiles.username is 'As typed; unique case-insensitively (profiles_username_lower_key).';

create unique index profiles_username_lower_key on public.profiles (lower(username));

alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
create policy profiles_read_own on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_marketer()));

-- ─── The rules, each the first failing message or NULL ─────────────────────────────────────

create function public.profile_username_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Username is required'
    when char_length(value) not between 3 and 30 then 'Username must be 3-30 characters'
    -- Spelled out rather than \w or [[:alnum:]], which take the letters of every script.
    when value !~ '^[A-Za-z0-9_]+$' then 'Username can contain only letters, digits and underscores'
  end;
$$;

create function public.profile_full_name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when char_length(value) > 100 then 'Name too long' end;
$$;

create function public.profile_bio_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when char_length(value) > 500 then 'Bio too long (500 characters at most)' end;
$$;

-- ─── The studio's calls ─────────────────────────────────────────────────────────────────────

-- Invoker: the policy above decides which row the caller sees.
create function public.studio_profile(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  select jsonb_build_object('username', p.username, 'full_name', p.full_name, 'bio', p.bio, 'updated_at', p.updated_at)
  into result
  from public.profiles as p
  where p.user_id = auth.uid();
  return coalesce(result, '{"username": null, "full_name": null, "bio": null, "updated_at": null}'::jsonb);
end;
$$;

create function public.save_studio_profile(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  v_username text;
  v_full_name text;
  v_bio text;
  username_problem text;
  full_name_problem text;
  bio_problem text;
  taken constant text := 'This username is already taken';
  saved public.profiles;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the profile as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('username', 'full_name', 'bio') then
      raise exception 'Unknown field: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown field')::text;
    end if;
    if jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The field % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  v_username := public.field_text(body, 'username');
  v_full_name := public.field_text(body, 'full_name');
  v_bio := public.field_text(body, 'bio');
  username_problem := public.profile_username_error(v_username);
  full_name_problem := public.profile_full_name_error(v_full_name);
  bio_problem := public.profile_bio_error(v_bio);
  if username_problem is null
     and exists (select 1 from public.profiles as p where lower(p.username) = lower(v_username) and p.user_id <> auth.uid()) then
    username_problem := taken;
  end if;
  if coalesce(username_problem, full_name_problem, bio_problem) is not null then
    raise exception '%', public.first_error('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)
      using errcode = '22023',
            detail = public.field_errors('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)::text;
  end if;

  begin
    insert into public.profiles as p (user_id, username, full_name, bio)
    values (auth.uid(), v_username, nullif(v_full_name, ''), nullif(v_bio, ''))
    on conflict (user_id) do update
      set username = excluded.username, full_name = excluded.full_name, bio = excluded.bio, updated_at = now()
    returning p.* into saved;
  exception when unique_violation then
    -- Two marketers claiming one name at once: the later one is told, as if it had been checked above.
    raise exception '%', taken using errcode = '22023', detail = jsonb_build_object('username', taken)::text;
  end;
  return jsonb_build_object('username', saved.username, 'full_name', saved.full_name, 'bio', saved.bio, 'updated_at', saved.updated_at);
end;
$$;

-- ─── Who may call what ──────────────────────────────────────────────────────────────────────

revoke execute on function
  public.profile_username_error(text),
  public.profile_full_name_error(text),
  public.profile_bio_error(text),
  public.studio_profile(jsonb),
  public.save_studio_profile(jsonb)
from public, anon, authenticated;

grant execute on function
  public.studio_profile(jsonb),
  public.save_studio_profile(jsonb)
to authenticated, service_role;
