create policy marketers_read on public.partnership_applications for select to authenticated using ((select public.is_marketer()));
