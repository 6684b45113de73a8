-- (select …) evaluates is_marketer() once per statement rather than once per row.
create policy marketers_read on public.founder_applications for select to authenticated using ((select public.is_marketer()));
