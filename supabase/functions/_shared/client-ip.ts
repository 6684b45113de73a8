/**
 * Which address a request comes from, written once for the Deno entry and the embedded Node
 * server, and kept in step with the database's request_ip() (supabase/schemas/functions/request_ip.sql).
 *
 * A client can write any header it likes, so an address header means something only when
 * configuration names it: which header, and which entry counted from the RIGHT (hop 1 is the
 * entry the last trusted proxy appended; everything left of it is whatever the client wrote).
 * A missing or malformed value is 'unknown' (one shared bucket), never a fallback to another
 * header the client could have written.
 */
export interface ClientIpSource {
  /** Lowercase header name, e.g. cf-connecting-ip or x-forwarded-for. */
  header: string;
  /** 1 = the rightmost entry. */
  hop: number;
}

/** Hosted Supabase: every request passes Cloudflare, which overwrites this header. */
export const defaultClientIpSource: ClientIpSource = { header: 'cf-connecting-ip', hop: 1 };

/**
 * How our own edge functions tell the database whom a service-role call is for. The database
 * honours it only when the JWT role is service_role; it is never a configurable source.
 */
export const serviceClientIpHeader = 'x-landfall-client-ip';

/** Headers that name a client somewhere; the embedded server never passes a client's copy on. */
export const clientIpHeaderNames: readonly string[] = [
  'cf-connecting-ip',
  'true-client-ip',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'forwarded',
  'x-forwarded',
  'forwarded-for',
  serviceClientIpHeader,
];

export const UNKNOWN_IP = 'unknown';
const MAX_HOP = 16;
const HEADER_NAME = /^[a-z0-9-]{1,64}$/;

/**
 * The source named by configuration (e.g. CLIENT_IP_HEADER / CLIENT_IP_HOP), or undefined when
 * no header is named. Throws with the setting's name when it is set but unusable, so a typo
 * stops the server instead of silently trusting nothing (or the wrong thing).
 */
export function clientIpSourceFrom(header: string | undefined, hop: string | undefined, names: { header: string; hop: string }): ClientIpSource | undefined {
  const name = header?.trim().toLowerCase();
  if (!name) {
    if (hop?.trim()) throw new Error(`${names.hop} is set but ${names.header} is not: name the header the hop counts in`);
    return undefined;
  }
  if (!HEADER_NAME.test(name)) throw new Error(`${names.header}="${header}" is not a header name (letters, digits and -)`);
  if (name === serviceClientIpHeader) throw new Error(`${names.header} cannot be ${serviceClientIpHeader}: that header is only for service-role calls`);
  const hops = hop?.trim() ? Number(hop.trim()) : 1;
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_HOP) throw new Error(`${names.hop}="${hop}" must be a whole number from 1 to ${MAX_HOP}`);
  return { header: name, hop: hops };
}

const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV4_WITH_PORT = /^([0-9.]+):\d{1,5}$/;
const IPV6_CHARS = /^[0-9A-Fa-f:.]+$/;

/**
 * The canonical text of an IPv4 or IPv6 address, or undefined for anything else. Accepts what
 * proxies write: "[v6]:port", "v4:port" and Forwarded's quotes. IPv4-mapped IPv6 becomes IPv4,
 * so one visitor is one key whichever way a proxy spelt it.
 */
export function normalizeIp(value: string | null | undefined): string | undefined {
  let candidate = value?.trim().replace(/^"|"$/g, '') ?? '';
  if (!candidate || candidate.length > 100) return undefined;
  if (candidate.startsWith('[')) candidate = /^\[([^\]]*)\]/.exec(candidate)?.[1] ?? '';
  else candidate = IPV4_WITH_PORT.exec(candidate)?.[1] ?? candidate;
  if (IPV4.test(candidate)) return candidate;
  if (!candidate.includes(':') || !IPV6_CHARS.test(candidate)) return undefined;
  let host: string;
  try {
    // The WHATWG URL parser validates IPv6 and prints it compressed and lowercase (RFC 5952),
    // as PostgreSQL's host(inet) does, in Node and Deno alike.
    host = new URL(`http://[${candidate}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1] ?? '0', 16);
    const low = parseInt(mapped[2] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return host;
}

/** The hop-th entry from the right of a comma-separated header; for Forwarded, its for= value. */
export function headerEntry(value: string | null | undefined, source: ClientIpSource): string | undefined {
  if (!value) return undefined;
  const entries = value.split(',');
  const entry = entries[entries.length - source.hop];
  if (entry === undefined) return undefined;
  return source.header === 'forwarded' ? /(?:^|;)\s*for=("[^"]*"|[^;]*)/i.exec(entry)?.[1] : entry;
}

/** The client address a configured header names, or 'unknown'. */
export function clientIpFrom(headers: { get(name: string): string | null }, source: ClientIpSource): string {
  return normalizeIp(headerEntry(headers.get(source.header), source)) ?? UNKNOWN_IP;
}

/**
 * The header value that puts `ip` at the source's hop, as the proxies in front of the database
 * would have written it: an appending header (X-Forwarded-For, Forwarded) keeps what came before
 * (`earlier`), then the visitor, then one entry per further proxy (`proxy`, the next hop's own
 * address). Any other header holds just the address.
 */
export function headerNaming(ip: string, source: ClientIpSource, proxy: string, earlier?: string): string {
  const forwarded = source.header === 'forwarded';
  const entry = (address: string) => (forwarded ? `for="${address.includes(':') ? `[${address}]` : address}"` : address);
  const appending = forwarded || source.header === 'x-forwarded-for';
  const kept = appending && earlier?.trim() ? [earlier.trim()] : [];
  return [...kept, entry(ip), ...Array.from({ length: source.hop - 1 }, () => entry(proxy))].join(', ');
}
