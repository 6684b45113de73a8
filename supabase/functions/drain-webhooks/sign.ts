/**
 * Landfall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>, the
 * scheme Stripe uses. Web Crypto only and no imports, so this one file runs in Node, Deno,
 * Workers and browsers alike, and a receiver can copy it as it is.
 */
export const signatureHeader = 'Landfall-Signature';
export const defaultToleranceSeconds = 300;

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The Landfall-Signature value for this exact body at this time. */
export async function signWebhook(rawBody: string, secret: string, nowSeconds: number): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${nowSeconds}.${rawBody}`));
  return `t=${nowSeconds},v1=${toHex(mac)}`;
}

/**
 * For receivers: true when a v1 signature matches the raw body (the bytes as received, before
 * any JSON parsing) and t is within toleranceSeconds of now either way, so a captured request
 * cannot be replayed later. subtle.verify compares in constant time.
 */
export async function verifyWebhook(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
  toleranceSeconds = defaultToleranceSeconds,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const key = await hmacKey(secret, 'verify');
  const signed = encoder.encode(`${timestamp}.${rawBody}`);
  for (const [name, value] of parts) {
    const signature = name === 'v1' && value ? fromHex(value) : undefined;
    if (signature && (await crypto.subtle.verify('HMAC', key, signature, signed))) return true;
  }
  return false;
}
