/**
 * Stripe's webhook signature scheme (Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * `${t}.${rawBody}`>), with WebCrypto only, so the same code runs in Deno and Node.
 */
export const signatureToleranceSeconds = 300;

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The header value Stripe would send for this body at this time. */
export async function signPayload(rawBody: string, secret: string, nowSeconds: number): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${nowSeconds}.${rawBody}`));
  return `t=${nowSeconds},v1=${toHex(mac)}`;
}

/**
 * True when one of the v1 signatures matches and the timestamp is within the tolerance either
 * way (an old one is a replay; a future one is not something Stripe sends). subtle.verify
 * compares in constant time, so a forger learns nothing from how long a refusal takes.
 */
export async function verifySignature(rawBody: string, header: string | null, secret: string, nowSeconds: number): Promise<boolean> {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([k]) => k === 't')?.[1];
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > signatureToleranceSeconds) return false;
  const key = await hmacKey(secret, 'verify');
  const data = encoder.encode(`${timestamp}.${rawBody}`);
  for (const [k, v] of parts) {
    if (k !== 'v1' || !v) continue;
    const signature = fromHex(v);
    if (signature && (await crypto.subtle.verify('HMAC', key, signature, data))) return true;
  }
  return false;
}
