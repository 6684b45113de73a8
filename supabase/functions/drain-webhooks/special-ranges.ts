/**
 * The address ranges a webhook may not reach: every entry of IANA's IPv4 and IPv6 Special-Purpose
 * Address Registries that is not globally reachable, plus multicast and broadcast. Anyone who can
 * add an endpoint could otherwise make the server POST to itself, its network, or a cloud
 * metadata service. Platform-neutral (Deno and Node). The SQL guard at add time
 * (supabase/schemas/functions/webhook_refused_range.sql) holds the same list; a test
 * keeps the two in agreement.
 *
 * Choices where the registries allow several readings:
 * - 192.0.0.0/24 and 2001::/23 are refused whole, their globally reachable exceptions too (PCP
 *   and TURN anycast, AMT, AS112, ORCHIDv2, DRIP): those are network services, never a CRM.
 * - ::ffff:0:0/96 (IPv4-mapped) and 64:ff9b::/96 (NAT64, which DNS64 answers with on IPv6-only
 *   hosts) are judged by the IPv4 address inside them. 64:ff9b:1::/48 (local-use NAT64), 2002::/16
 *   (6to4) and the deprecated IPv4-compatible ::/96 are refused whole.
 */
export interface SpecialRange {
  prefix: string;
  name: string;
  rfc: string;
  /** Judge the IPv4 address in the last 32 bits instead of refusing the range. */
  embedsIpv4?: true;
}

export const specialRanges: readonly SpecialRange[] = [
  { prefix: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791' },
  { prefix: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918' },
  { prefix: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598' },
  { prefix: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122' },
  { prefix: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927' },
  { prefix: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918' },
  { prefix: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890' },
  { prefix: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { prefix: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526' },
  { prefix: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918' },
  { prefix: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544' },
  { prefix: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { prefix: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { prefix: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771' },
  { prefix: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112' },
  { prefix: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 919' },
  { prefix: '::/96', name: 'Unspecified, Loopback and deprecated IPv4-compatible', rfc: 'RFC 4291' },
  { prefix: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', embedsIpv4: true },
  { prefix: '64:ff9b::/96', name: 'IPv4-IPv6 Translation', rfc: 'RFC 6052', embedsIpv4: true },
  { prefix: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translation (local use)', rfc: 'RFC 8215' },
  { prefix: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666' },
  { prefix: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780' },
  { prefix: '2001::/23', name: 'IETF Protocol Assignments (Teredo, benchmarking, ORCHID…)', rfc: 'RFC 2928' },
  { prefix: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849' },
  { prefix: '2002::/16', name: '6to4', rfc: 'RFC 3056' },
  { prefix: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637' },
  { prefix: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602' },
  { prefix: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193' },
  { prefix: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291' },
  { prefix: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291' },
];
