create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  full_name text check ((char_length(full_name) >= 1) and (char_length(full_name) <= 100)),
  bio text check ((char_length(bio) >= 1) and (char_length(bio) <= 500)),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'The marketers'' own profiles, edited on the studio''s Profile screen.';
comment on column public.profiles.username is 'As typed; unique case-insensitively (profiles_username_lower_key).';

create unique index profiles_username_lower_key on public.profiles (lower(username));

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
