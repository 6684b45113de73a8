create table public.marketers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check ((char_length(email) >= 3) and (char_length(email) <= 254)),
  created_at timestamptz not null default now()
);
comment on table public.marketers is 'Users of Supabase Auth who may use the marketers'' area (/studio).';

alter table public.marketers enable row level security;
revoke all on table public.marketers from anon, authenticated;
grant select on table public.marketers to authenticated;
grant all on table public.marketers to service_role;
