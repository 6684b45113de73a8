create policy marketers_read on public.contact_messages for select to authenticated using ((select public.is_marketer()));
