-- A form field as the rules see it: a JSON string, trimmed like String.prototype.trim; anything
-- else (missing, number, null, object) counts as ''.
create function public.field_text(body jsonb, key text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(body -> key) = 'string'
              then btrim(body ->> key, public.js_space_chars()) else '' end;
$$;

revoke execute on function public.field_text(body jsonb, key text) from public, anon, authenticated;
grant execute on function public.field_text(body jsonb, key text) to service_role;
