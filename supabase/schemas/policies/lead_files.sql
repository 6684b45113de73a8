create policy marketers_read on public.lead_files for select to authenticated using ((select public.is_marketer()));
