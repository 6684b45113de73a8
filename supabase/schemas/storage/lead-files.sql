-- Partnership documents: a private bucket only the lead-files Edge Function writes (service role);
-- marketers read through policies/storage.objects.sql. The same row as config.toml's
-- [storage.buckets.lead-files], for a linked project.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lead-files', 'lead-files', false, 10485760,
        array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv'])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
