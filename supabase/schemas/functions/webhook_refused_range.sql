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

revoke execute on function public.webhook_refused_range(address inet) from public, anon, authenticated;
grant execute on function public.webhook_refused_range(address inet) to service_role;
