-- Per-field rules: each returns the first failing rule's message, or NULL.
create function public.name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Name is required'
    when char_length(value) > 100 then 'Name too long'
    -- Letters plus the combining marks that [[:alpha:]] leaves out in some C libraries (the
    -- Devanagari virama in शर्मा, Hebrew points, Arabic harakat), as the browser's \p{L}\p{M}.
    when normalize(value, NFC) !~ '^[[:alpha:]\u0300-\u036F\u0483-\u0489\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0900-\u0963\u0971-\u0DFF\u0E31-\u0E3A\u0E47-\u0E4E\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F .''-]+$'
      -- Some C libraries count the decimal digits of other scripts (Arabic-Indic ١٢٣, Devanagari ५,
      -- full-width ５) and Roman numerals as alphabetic; a name has no digits in any script.
      or value ~ '[\u0660-\u0669\u06F0-\u06F9\u07C0-\u07C9\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F\u0DE6-\u0DEF\u0E50-\u0E59\u0ED0-\u0ED9\u0F20-\u0F29\u1040-\u1049\u1090-\u1099\u17E0-\u17E9\u1810-\u1819\u2160-\u2188\uFF10-\uFF19]'
      then 'Name contains invalid characters'
  end;
$$;

revoke execute on function public.name_error(value text) from public, anon, authenticated;
grant execute on function public.name_error(value text) to service_role;
