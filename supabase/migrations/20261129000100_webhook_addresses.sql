-- Webhook addresses (issue 23): the studio's add step refuses what delivery refuses.
--
-- * webhook_refused_range(inet): every range of IANA's IPv4 and IPv6 special-purpose address
--   registries that is not globally reachable, plus multicast and broadcast; the same table as
--   supabase/functions/drain-webhooks/special-ranges.ts (a test holds the two in agreement, and
--   its header explains the choices: 192.0.0.0/24 and 2001::/23 refused whole; IPv4-mapped and
--   NAT64 64:ff9b::/96 judged by the IPv4 address inside).
-- * webhook_url_problem(url) reads the host as a browser's URL parser does before judging it:
--   percent escapes decoded (%6c%6fcalhost), NFKC (fullwidth letters, 127.0.0.①), ideographic
--   full stops as dots, and characters a URL parser drops (soft hyphen, zero-width space) ignored.
--   A host written with backslashes ends at the first one, as it does for http(s) URLs.
-- SQL cannot resolve a name or know the drainer's machine: delivery checks every time after DNS
-- (drain.ts) and is the authority; the embedded server and `npm run webhooks:add` run that same
-- check when an endpoint is added.

create function public.webhook_refused_range(address inet) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select r.name || ', ' || r.rfc
  from (select case when family(address) = 6 and (address <<= '::ffff:0:0/96' or address <<= '64:ff9b::/96')
                    -- IPv4-mapped (RFC 4291) and NAT64 (RFC 6052): the IPv4 address inside decides.
                    then '0.0.0.0'::inet + (address - network(set_masklen(address, 96))::inet)
                    else address end) as judged(address),
  (values
    ('0.0.0.0/8'::cidr, '"This network"', 'RFC 791'),
    ('10.0.0.0/8', 'Private-Use', 'RFC 1918'),
    ('100.64.0.0/10', 'Shared Address Space', 'RFC 6598'),
    ('127.0.0.0/8', 'Loopback', 'RFC 1122'),
    ('169.254.0.0/16', 'Link Local', 'RFC 3927'),
    ('172.16.0.0/12', 'Private-Use', 'RFC 1918'),
    ('192.0.0.0/24', 'IETF Protocol Assignments', 'RFC 6890'),
    ('192.0.2.0/24', 'Documentation (TEST-NET-1)', 'RFC 5737'),
    ('192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)', 'RFC 7526'),
    ('192.168.0.0/16', 'Private-Use', 'RFC 1918'),
    ('198.18.0.0/15', 'Benchmarking', 'RFC 2544'),
    ('198.51.100.0/24', 'Documentation (TEST-NET-2)', 'RFC 5737'),
    ('203.0.113.0/24', 'Documentation (TEST-NET-3)', 'RFC 5737'),
    ('224.0.0.0/4', 'Multicast', 'RFC 5771'),
    ('240.0.0.0/4', 'Reserved', 'RFC 1112'),
    ('255.255.255.255/32', 'Limited Broadcast', 'RFC 919'),
    ('::/96', 'Unspecified, Loopback and deprecated IPv4-compatible', 'RFC 4291'),
    ('64:ff9b:1::/48', 'IPv4-IPv6 Translation (local use)', 'RFC 8215'),
    ('100::/64', 'Discard-Only Address Block', 'RFC 6666'),
    ('100:0:0:1::/64', 'Dummy IPv6 Prefix', 'RFC 9780'),
    ('2001::/23', 'IETF Protocol Assignments (Teredo, benchmarking, ORCHID…)', 'RFC 2928'),
    ('2001:db8::/32', 'Documentation', 'RFC 3849'),
    ('2002::/16', '6to4', 'RFC 3056'),
    ('3fff::/20', 'Documentation', 'RFC 9637'),
    ('5f00::/16', 'Segment Routing (SRv6) SIDs', 'RFC 9602'),
    ('fc00::/7', 'Unique-Local', 'RFC 4193'),
    ('fe80::/10', 'Link-Local Unicast', 'RFC 4291'),
    ('ff00::/8', 'Multicast', 'RFC 4291')
  ) as r(prefix, name, rfc)
  where judged.address <<= r.prefix
  limit 1;
$$;

create or replace function public.webhook_url_problem(url text) returns text
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

revoke execute on function public.webhook_refused_range(inet) from public, anon, authenticated;
