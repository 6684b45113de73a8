create policy lead_files_marketers_read on storage.objects for select to authenticated
  using (bucket_id = 'lead-files' and (select public.is_marketer()));
