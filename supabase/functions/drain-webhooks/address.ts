/**
 * Which webhook addresses the server refuses to call (./special-ranges.ts, and this machine's own
 * addresses), and the one check both adding an endpoint and every delivery go through: the URL
 * parsed once by the WHATWG parser (so %6c%6fcalhost, fullwidth letters and 127.0.0.① are read
 * as fetch reads them), the name resolved once, and every answer judged. The delivery then
 * connects to the addresses judged here, never to a second lookup's answer (DNS rebinding).
 * Platform-neutral: the caller supplies DNS and the machine's addresses.
 */
import { type SpecialRange, specialRanges } from './special-ranges.ts';

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

/** An IP address as 4 or 16 bytes ([::1] and fe80::1%eth0 allowed), or undefined. */
function addressBytes(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  return ipv4(bare) ?? ipv6(bare)?.flatMap((group) => [group >> 8, group & 255]);
}

const ranges = specialRanges.map((range) => {
  const [prefix = '', bits = '0'] = range.prefix.split('/');
  const bytes = addressBytes(prefix);
  if (!bytes) throw new Error(`special-ranges.ts: ${range.prefix} is not a prefix`);
  return { range, bytes, bits: Number(bits) };
});

function inRange(bytes: number[], { bytes: prefix, bits }: { bytes: number[]; bits: number }): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((prefix[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const rangeText = (range: SpecialRange) => `${range.name}, ${range.rfc}`;

/**
 * Why the server must not connect to this address (the special-purpose range, or "this machine"),
 * or undefined for a public address. Anything that is not an IP address is refused: refuse what
 * we cannot read.
 */
export function addressRefusal(address: string, ownAddresses: readonly string[] = []): string | undefined {
  const bytes = addressBytes(address);
  if (!bytes) return 'not an IP address';
  const special = ranges.find((entry) => inRange(bytes, entry));
  if (special?.range.embedsIpv4) {
    const embedded = bytes.slice(12).join('.');
    const inner = addressRefusal(embedded, ownAddresses);
    return inner && `${rangeText(special.range)} of ${embedded}: ${inner}`;
  }
  if (special) return rangeText(special.range);
  if (ownAddresses.some((own) => addressBytes(own)?.join('.') === bytes.join('.'))) return "this machine's own address";
  return undefined;
}

/** True for every address addressRefusal refuses (loopback, private, special-purpose, unreadable). */
export const isPrivateAddress = (address: string): boolean => addressRefusal(address) !== undefined;

/** DNS for the drainer: every address a host name resolves to (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface AddressDeps {
  resolveHost: ResolveHost;
  /** This machine's own addresses (os.networkInterfaces() in Node), refused like loopback. */
  ownAddresses?: () => readonly string[];
  /** Resolve, but refuse no address: local development and tests only. */
  allowLocal?: boolean;
}

export type UrlCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; kind: 'url' | 'unresolved' | 'address'; reason: string };

/**
 * The URL as fetch reads it and the addresses to connect to, or why not. A name is refused when
 * any of its addresses is, since a connection may use any of them.
 */
export async function checkWebhookUrl(text: string, deps: AddressDeps): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, kind: 'url', reason: 'Invalid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, kind: 'url', reason: `Refused: ${url.protocol} is not http or https` };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const name = host.replace(/\.$/, '');
  const refused = (address: string, why: string): UrlCheck => ({
    ok: false,
    kind: 'address',
    reason: `Refused: ${url.hostname} is not a public address (${address}: ${why})`,
  });
  // RFC 6761: localhost names are this machine, whatever a resolver says.
  if (!deps.allowLocal && (name === 'localhost' || name.endsWith('.localhost'))) return refused(name, 'localhost, RFC 6761');
  const addresses = addressBytes(host) ? [host] : [...new Set(await deps.resolveHost(name).catch(() => []))];
  if (!addresses.length) return { ok: false, kind: 'unresolved', reason: `Could not resolve ${name}` };
  if (!deps.allowLocal) {
    const own = deps.ownAddresses?.() ?? [];
    for (const address of addresses) {
      const why = addressRefusal(address, own);
      if (why) return refused(address, why);
    }
  }
  return { ok: true, url, addresses };
}
