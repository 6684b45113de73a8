/**
 * Which webhook addresses the drainer refuses: this machine and private networks. Anyone who can
 * set an endpoint could otherwise make the server POST to its own admin ports or a cloud
 * metadata service (169.254.169.254). Platform-neutral: the caller supplies DNS.
 */

/** An IPv4 address as four numbers, or undefined. */
function ipv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

/** An IPv6 address as eight 16-bit groups (a dotted IPv4 tail allowed), or undefined. */
function ipv6(text: string): number[] | undefined {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === '') return [];
    const out: number[] = [];
    for (const [index, piece] of half.split(':').entries()) {
      const v4 = index === half.split(':').length - 1 && piece.includes('.') ? ipv4(piece) : undefined;
      if (v4) out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16));
      else return undefined;
    }
    return out;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

function privateIpv4([a = 0, b = 0]: number[]): boolean {
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * True for loopback, private and link-local addresses: 0/8, 10/8, 127/8, 169.254/16,
 * 172.16/12, 192.168/16, ::, ::1, fc00::/7, fe80::/10, and IPv4 ones written as IPv6
 * (::ffff:127.0.0.1). Anything that is not an IP address counts as private: refuse what we
 * cannot read.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = ipv4(bare);
  if (v4) return privateIpv4(v4);
  const v6 = ipv6(bare);
  if (!v6) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = v6;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || (g5 === 0 && g6 !== 0))) {
    return privateIpv4([g6 >> 8, g6 & 255, g7 >> 8, g7 & 255]);
  }
  const unspecifiedOrLoopback = v6.slice(0, 7).every((group) => group === 0) && (g7 === 0 || g7 === 1);
  return unspecifiedOrLoopback || (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80;
}

/** DNS for the drainer: every address a host name resolves to (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/**
 * Why this URL must not be called, or undefined when it may. A name is refused when any of its
 * addresses is private, since the connection may use any of them.
 */
export async function refusedAddress(url: string, resolveHost: ResolveHost): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Invalid URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `Refused: ${parsed.protocol} is not http or https`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const literal = ipv4(host) ?? ipv6(host);
  const addresses = literal ? [host] : await resolveHost(host).catch(() => []);
  if (!addresses.length) return `Could not resolve ${host}`;
  const blocked = addresses.find(isPrivateAddress);
  return blocked ? `Refused: ${host} is a local or private address (${blocked})` : undefined;
}
