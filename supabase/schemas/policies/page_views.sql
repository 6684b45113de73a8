create policy marketers_read on public.page_views for select to authenticated using ((select public.is_marketer()));
