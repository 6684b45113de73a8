create policy profiles_read_own on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_marketer()));
