create function public.webhook_url_problem(url text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  authority text;
  host text;
  address inet;
  private constant text := 'Enter a public address: the server does not call this machine or a private network';
  not_http constant text := 'Enter an address starting with http:// or https://';
begin
  if url is null or url = '' then
    return not_http;
  end if;
  if char_length(url) > 2048 then
    return 'URL too long';
  end if;
  if url !~* '^https?://[^/?#@[:space:]]+' or url ~ '[[:space:][:cntrl:]]' then
    return not_http;
  end if;
  authority := substring(url from '^[A-Za-z]+://([^/?#\\]*)');
  host := regexp_replace(authority, '^.*@', '');
  if host like '[%' then
    host := lower(substring(host from '^\[([^]]*)\]'));
  else
    host := regexp_replace(host, ':[0-9]*$', '');
    begin
      host := convert_from(
        (select string_agg(case when m[1] is not null then decode(m[1], 'hex') else convert_to(m[2], 'UTF8') end, ''::bytea order by n)
         from regexp_matches(host, '%([0-9A-Fa-f]{2})|([^%]+|%)', 'g') with ordinality as t(m, n)),
        'UTF8');
    exception when others then
      return not_http;
    end;
    -- What is left beyond ASCII after NFKC turns into an xn-- label, never into a digit or a
    -- letter of "localhost": dropping it only ever refuses more.
    host := regexp_replace(lower(translate(normalize(coalesce(host, ''), NFKC), '。', '.')), '[^\x01-\x7f]', '', 'g');
    host := regexp_replace(host, '\.$', '');
  end if;
  if coalesce(host, '') = '' then
    return not_http;
  end if;
  if host = 'localhost' or host like '%.localhost' then
    return private;
  end if;
  -- A host whose last label is a number is an IPv4 address to a browser or fetch (127.1,
  -- 0x7f000001, 2130706433 all mean 127.0.0.1): only the plain dotted form is read here.
  if host ~ ':' or host ~ '(^|\.)([0-9]+|0x[0-9a-f]*)$' then
    if host !~ ':' and host !~ '^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$' then
      return private;
    end if;
    begin
      address := host::inet;
    exception when others then
      return not_http;
    end;
    if masklen(address) < 32 or (family(address) = 6 and masklen(address) < 128) or public.webhook_refused_range(address) is not null then
      return private;
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function public.webhook_url_problem(url text) from public, anon, authenticated;
grant execute on function public.webhook_url_problem(url text) to service_role;
