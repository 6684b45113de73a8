import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveHost } from '../../../supabase/embedded/webhooks/drainer';
import { checkWebhookUrl, isPrivateAddress, type ResolveHost } from '../../../supabase/functions/drain-webhooks/address';
import { signatureHeader, signWebhook, verifyWebhook } from '../../../supabase/functions/drain-webhooks/sign';

/**
 * The signature receivers check (Landfall-Signature, Stripe's scheme) and the addresses the
 * drainer will not call.
 */
const secret = 'whsec_test_0123456789abcdef';
const body = '{"event":"lead.created","lead":{"name":"Ada <img src=x onerror=alert(1)>"}}';
const now = 1_800_000_000;

describe('Landfall-Signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">, as any HMAC library computes it', async () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(await signWebhook(body, secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('verifies the body it signed, within the tolerance either way', async () => {
    const header = await signWebhook(body, secret, now);
    expect(await verifyWebhook(body, header, secret, 300, now)).toBe(true);
    expect(await verifyWebhook(body, header, secret, 300, now + 299)).toBe(true);
    expect(await verifyWebhook(body, header, secret, 300, now - 299)).toBe(true);
  });

  it('refuses a tampered body, another secret, an old or future timestamp, and a missing header', async () => {
    const header = await signWebhook(body, secret, now);
    expect(await verifyWebhook(body.replace('Ada', 'Eve'), header, secret, 300, now)).toBe(false);
    expect(await verifyWebhook(`${body} `, header, secret, 300, now)).toBe(false);
    expect(await verifyWebhook(body, header, 'whsec_other', 300, now)).toBe(false);
    expect(await verifyWebhook(body, header, secret, 300, now + 301)).toBe(false);
    expect(await verifyWebhook(body, header, secret, 300, now - 301)).toBe(false);
    expect(await verifyWebhook(body, header.replace(`t=${now}`, `t=${now + 1}`), secret, 300, now)).toBe(false);
    expect(await verifyWebhook(body, undefined, secret, 300, now)).toBe(false);
    expect(await verifyWebhook(body, 'v1=abc', secret, 300, now)).toBe(false);
    expect(await verifyWebhook(body, header, '', 300, now)).toBe(false);
  });

  it('accepts a header carrying several v1 signatures when one matches (secret rotation)', async () => {
    const header = await signWebhook(body, secret, now);
    const other = (await signWebhook(body, 'whsec_old', now)).split(',')[1];
    expect(await verifyWebhook(body, `${header.split(',')[0]},${other},${header.split(',')[1]}`, secret, 300, now)).toBe(true);
  });
});

/** A header with a MAC over "<t>.<body>" for any t, as an attacker holding a captured MAC could not make but a test can. */
const headerWithT = (t: string, rawBody = body) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;

// Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
describe('Landfall-Signature, mutants killed', () => {
  it('kills: the header name emptied', () => {
    expect(signatureHeader).toBe('Landfall-Signature');
  });

  it('kills: toHex without padStart\'s "0", which drops the leading zero of a byte under 0x10', async () => {
    for (let t = now; t < now + 20; t++) {
      const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      expect(await signWebhook(body, secret, t)).toBe(`t=${t},v1=${expected}`);
    }
  });

  it('kills: fromHex without its whole-string, whole-byte hex check (an odd length threw instead of refusing)', async () => {
    const [t, v1] = (await signWebhook(body, secret, now)).split(',');
    for (const bad of [`${v1}0`, `v1=0${v1!.slice(3)}`, `v1=x${v1!.slice(3)}`, `${v1}x`]) {
      await expect(verifyWebhook(body, `${t},${bad}`, secret, 300, now)).resolves.toBe(false);
    }
  });

  it('kills: a tolerance check of >= instead of >, which refused a request exactly 300 s old', async () => {
    const header = await signWebhook(body, secret, now);
    expect(await verifyWebhook(body, header, secret, 300, now + 300)).toBe(true);
    expect(await verifyWebhook(body, header, secret, 300, now - 300)).toBe(true);
  });

  it('kills: now taken as Date.now() * 1000 when the receiver passes no time', async () => {
    const header = await signWebhook(body, secret, Math.floor(Date.now() / 1000));
    expect(await verifyWebhook(body, header, secret)).toBe(true);
  });

  it('kills: parts not trimmed, and t read from the first part whatever its name', async () => {
    const [t, v1] = (await signWebhook(body, secret, now)).split(',');
    expect(await verifyWebhook(body, `${t}, ${v1}`, secret, 300, now)).toBe(true);
    expect(await verifyWebhook(body, `${v1},${t}`, secret, 300, now)).toBe(true);
  });

  it('kills: a t that is not 1-12 digits let through (unanchored pattern, or || turned into &&), since Number("x") is NaN and NaN > 300 is false', async () => {
    expect(await verifyWebhook(body, headerWithT(String(now)), secret, 300, now)).toBe(true);
    for (const t of ['NaN', `${now}x`, `x${now}`, `${now}.5`, '1.8e9', `000${now}`]) {
      expect(await verifyWebhook(body, headerWithT(t), secret, 300, now), t).toBe(false);
    }
  });

  it('kills: a signature under another scheme name (v0) accepted as v1', async () => {
    const [t, v1] = (await signWebhook(body, secret, now)).split(',');
    expect(await verifyWebhook(body, `${t},${v1!.replace('v1=', 'v0=')}`, secret, 300, now)).toBe(false);
  });
});

describe('addresses the drainer refuses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::1]',
    'not-an-address',
  ])('%s is local or private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.15.0.1', '172.32.0.1', '192.169.0.1', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8', 'fec0::1'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('refuses loopback and private URLs, by literal address or by a name that resolves to one', async () => {
    const publicDns: ResolveHost = async () => ['93.184.216.34'];
    const refused = async (url: string, resolve = publicDns) => {
      const check = await checkWebhookUrl(url, { resolveHost: resolve });
      return check.ok ? undefined : check.reason;
    };
    expect(await refused('http://127.0.0.1:8080/hook')).toBe('Refused: 127.0.0.1 is not a public address (127.0.0.1: Loopback, RFC 1122)');
    expect(await refused('http://[::1]/hook')).toMatch(/not a public address/);
    expect(await refused('https://crm.example/hook', async () => ['93.184.216.34', '10.1.2.3'])).toMatch(/\(10\.1\.2\.3: Private-Use, RFC 1918\)/);
    // The machine's real resolver; "localhost" is this machine whatever it answers (RFC 6761).
    expect(await refused('http://localhost:3000/hook', resolveHost)).toMatch(/not a public address/);
    expect(await refused('https://crm.example/hook')).toBeUndefined();
    expect(await refused('https://nowhere.invalid/hook', resolveHost)).toBe('Could not resolve nowhere.invalid');
  });
});
