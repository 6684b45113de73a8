import { beforeEach, describe, expect, it } from 'vitest';
import { callRpc } from '../../../supabase/embedded/database';
import { clientIpFrom, normalizeIp, type ClientIpSource } from '../../../supabase/functions/_shared/client-ip';
import { founder, freshDatabase, rows, type SqlDatabase } from './sql-harness';

/**
 * Which address request_ip() (and so every rate limit and stored ip_address) takes, and that the
 * functions' shared rule in _shared/client-ip.ts reads headers exactly as the database does.
 */
let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

async function ipFor(headers: Record<string, string>, role: 'anon' | 'service_role' = 'anon'): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)`, [
      JSON.stringify(headers),
      JSON.stringify({ role }),
    ]);
    const result = await tx.query<{ ip: string }>('select public.request_ip() as ip');
    return result.rows[0]?.ip ?? '';
  });
}

const trust = (source: ClientIpSource) => db.query('update client_ip_source set header = $1, hop = $2', [source.header, source.hop]);
const submitWith = (headers: Record<string, string>, email: string) =>
  callRpc(db, 'submit_founder_application', { ...founder, email }, { role: 'anon', headers });

describe('request_ip() by default (hosted Supabase: Cloudflare overwrites cf-connecting-ip)', () => {
  it('reads cf-connecting-ip and nothing else (was: fell back to the first x-forwarded-for entry, which the client writes)', async () => {
    expect(await ipFor({ 'cf-connecting-ip': '203.0.113.5', 'x-forwarded-for': '10.0.0.1' })).toBe('203.0.113.5');
    expect(await ipFor({ 'x-forwarded-for': '203.0.113.6, 10.0.0.2', 'x-real-ip': '203.0.113.6' })).toBe('unknown');
    expect(await ipFor({})).toBe('unknown');
  });

  it.each(['not-an-ip', '999.1.1.1', '1.2.3.4/8', '01.2.3.4', '10', 'fe80::1%eth0', '<script>', '', ' ', '1.2.3.4 5.6.7.8'])(
    'takes a malformed address (%j) as "unknown", never as a key of its own (was: stored and counted as sent)',
    async (value) => {
      expect(await ipFor({ 'cf-connecting-ip': value })).toBe('unknown');
    },
  );

  it('stores the canonical address: IPv6 lowercased and compressed, IPv4-mapped as IPv4, ports dropped', async () => {
    expect(await ipFor({ 'cf-connecting-ip': '2001:DB8:0:0:0:0:0:1' })).toBe('2001:db8::1');
    expect(await ipFor({ 'cf-connecting-ip': '::ffff:192.0.2.1' })).toBe('192.0.2.1');
    expect(await ipFor({ 'cf-connecting-ip': '192.0.2.1:4711' })).toBe('192.0.2.1');
    expect(await ipFor({ 'cf-connecting-ip': '[2001:db8::2]:443' })).toBe('2001:db8::2');
  });
});

describe('request_ip() behind proxies that append to X-Forwarded-For', () => {
  it('counts the configured hop from the right (was: took the first entry, which the client wrote)', async () => {
    await trust({ header: 'x-forwarded-for', hop: 1 });
    expect(await ipFor({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
    await trust({ header: 'x-forwarded-for', hop: 2 });
    expect(await ipFor({ 'x-forwarded-for': 'spoof, 198.51.100.1, 203.0.113.8, 10.0.0.1' })).toBe('203.0.113.8');
    // Fewer entries than trusted proxies: the request did not come through them.
    expect(await ipFor({ 'x-forwarded-for': '203.0.113.9' })).toBe('unknown');
    expect(await ipFor({ 'cf-connecting-ip': '203.0.113.9' })).toBe('unknown');
  });

  it('reads the for= of a Forwarded header', async () => {
    await trust({ header: 'forwarded', hop: 1 });
    expect(await ipFor({ forwarded: 'for=198.51.100.1;proto=https, For="[2001:db8::7]:8080";by=10.0.0.1' })).toBe('2001:db8::7');
  });

  it('refuses a configuration that would trust the service header or a 0th hop', async () => {
    await expect(trust({ header: 'x-landfall-client-ip', hop: 1 })).rejects.toThrow(/check constraint/);
    await expect(trust({ header: 'x-forwarded-for', hop: 0 })).rejects.toThrow(/check constraint/);
  });
});

describe('x-landfall-client-ip, how our edge functions name the visitor', () => {
  it('is honoured for the service_role JWT only (a browser sending it changes nothing)', async () => {
    const headers = { 'x-landfall-client-ip': '203.0.113.20', 'cf-connecting-ip': '198.51.100.20' };
    expect(await ipFor(headers, 'service_role')).toBe('203.0.113.20');
    expect(await ipFor(headers, 'anon')).toBe('198.51.100.20');
    expect(await ipFor({ 'x-landfall-client-ip': 'garbage', 'cf-connecting-ip': '198.51.100.20' }, 'service_role')).toBe('unknown');
  });
});

describe('IPv6 rate-limit keys', () => {
  it('share one bucket per /64, and keep each full address in the row (was: one bucket per address, 2^64 of them)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await submitWith({ 'cf-connecting-ip': `2001:db8:1:2::${i}` }, `six${i}@example.com`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await submitWith({ 'cf-connecting-ip': '2001:db8:1:3::1' }, 'other64@example.com')).status).toBe(200);
    expect(await rows(db, `select ip_address from founder_applications where email like 'six%' order by email`)).toEqual(
      [1, 2, 3, 4].map((i) => ({ ip_address: `2001:db8:1:2::${i}` })),
    );
    // Hits are stored one row per key and second: on a busy machine the four calls span several
    // seconds, so the bucket is the sum of its rows (was: read as one row, and failed under load).
    expect(await rows(db, 'select identifier, sum(count)::int as count from rate_limit_hits group by identifier order by identifier')).toEqual([
      { identifier: '2001:db8:1:2::/64', count: 4 },
      { identifier: '2001:db8:1:3::/64', count: 1 },
    ]);
  });
});

describe('the functions read headers as the database does (_shared/client-ip.ts)', () => {
  const samples = [
    '203.0.113.1',
    ' 203.0.113.2 ',
    '"198.51.100.3"',
    '198.51.100.4:80',
    '[2001:db8::5]:443',
    '2001:DB8:0:0:1:0:0:1',
    '::ffff:192.0.2.6',
    '::',
    'fe80::1',
    '2001:db8::',
    'not-an-ip',
    '999.1.1.1',
    '1.2.3.4/8',
    '01.2.3.4',
    '',
    '::1%lo',
  ];

  it('normalizes every sample to the same text as normalize_ip()', async () => {
    const sql = await rows(db, 'select v, public.normalize_ip(v) as ip from unnest($1::text[]) as v', [samples]);
    expect(samples.map((v) => ({ v, ip: normalizeIp(v) ?? null }))).toEqual(sql);
  });

  it.each<[ClientIpSource, Record<string, string>]>([
    [
      { header: 'cf-connecting-ip', hop: 1 },
      { 'cf-connecting-ip': '203.0.113.30', 'x-forwarded-for': '10.0.0.1' },
    ],
    [{ header: 'x-forwarded-for', hop: 1 }, { 'x-forwarded-for': 'spoof, 203.0.113.31' }],
    [{ header: 'x-forwarded-for', hop: 3 }, { 'x-forwarded-for': '203.0.113.32, 10.0.0.1, 10.0.0.2' }],
    [{ header: 'x-forwarded-for', hop: 4 }, { 'x-forwarded-for': '203.0.113.33, 10.0.0.1' }],
    [{ header: 'forwarded', hop: 2 }, { forwarded: 'for=203.0.113.34, for=10.0.0.1' }],
    [{ header: 'x-real-ip', hop: 1 }, { 'x-real-ip': 'nonsense' }],
  ])('picks the same address under %o', async (source, headers) => {
    await trust(source);
    expect(clientIpFrom(new Headers(headers), source)).toBe(await ipFor(headers));
  });
});
