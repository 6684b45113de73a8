create policy marketers_read on public.early_access_signups for select to authenticated using ((select public.is_marketer()));
