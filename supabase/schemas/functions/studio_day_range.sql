-- The optional from/to of a studio read as dates: empty or absent is open, anything but
-- YYYY-MM-DD is refused with 22023 naming the field.
create function public.studio_day_range(p_body jsonb, out from_day date, out to_day date)
language plpgsql stable set search_path = public, pg_temp
as $$
declare
  key text;
begin
  foreach key in array array['from', 'to'] loop
    continue when nullif(p_body ->> key, '') is null;
    begin
      if p_body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then from_day := (p_body ->> key)::date; else to_day := (p_body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
end;
$$;

revoke execute on function public.studio_day_range(jsonb) from public, anon, authenticated;
