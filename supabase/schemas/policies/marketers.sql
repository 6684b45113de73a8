create policy marketers_read_own on public.marketers for select to authenticated
  using (user_id = (select auth.uid()));
