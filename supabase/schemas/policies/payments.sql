create policy marketers_read on public.payments for select to authenticated using ((select public.is_marketer()));
