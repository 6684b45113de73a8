import type { SqlDatabase } from './sql-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { callRpc } from '../../../supabase/embedded/database';
import { asAnon, asService, errorOf, founder, freshDatabase, partnership, rows } from './sql-harness';

let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

const TOO_MANY = { code: 'LF429', message: 'Too many requests', details: null, hint: null };

/** Moves every recorded hit `minutes` into the past: time as data, whatever the clock says. */
const ageHits = (minutes: number) =>
  db.query(`update rate_limit_hits set window_start = window_start - make_interval(mins => $1), expires_at = expires_at - make_interval(mins => $1)`, [
    minutes,
  ]);

async function statuses(fn: string, body: unknown, ip: string, times: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i += 1) seen.push((await asAnon(db, fn, body, ip)).status);
  return seen;
}

describe('founder form rate limit (4 per hour per IP)', () => {
  it('refuses the 5th submission from one IP with 429 and keeps the security event', async () => {
    expect(await statuses('submit_founder_application', founder, '198.51.100.7', 4)).toEqual([200, 200, 200, 200]);
    const refused = await asAnon(db, 'submit_founder_application', founder, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual(TOO_MANY);
    expect(await rows(db, 'select action, resource, details, ip_address from security_events')).toEqual([
      {
        action: 'rate_limit_exceeded',
        resource: 'founder_application',
        ip_address: '198.51.100.7',
        details: {
          type: 'rate_limit',
          category: 'founder_application',
          form_type: 'founder',
          ip_address: '198.51.100.7',
          error: 'Too many requests',
          email: 'siobhan@example.ie',
        },
      },
    ]);
    expect(await rows(db, 'select count(*)::int as n from founder_applications')).toEqual([{ n: 4 }]);
  });

  it('counts every request, refused ones too, and checks the limit before the body', async () => {
    expect(await statuses('submit_founder_application', { name: '' }, '198.51.100.8', 4)).toEqual([400, 400, 400, 400]);
    expect((await asAnon(db, 'submit_founder_application', founder, '198.51.100.8')).status).toBe(429);
    expect((await asAnon(db, 'submit_founder_application', 'not an object', '198.51.100.8')).status).toBe(429);
  });

  it('keeps each IP to its own count', async () => {
    await statuses('submit_founder_application', founder, '198.51.100.9', 5);
    expect((await asAnon(db, 'submit_founder_application', founder, '198.51.100.10')).status).toBe(200);
  });

  it('counts the founder and partnership forms separately', async () => {
    await statuses('submit_founder_application', founder, '198.51.100.11', 5);
    expect((await asAnon(db, 'submit_partnership_application', partnership, '198.51.100.11')).status).toBe(200);
  });

  it('lets the IP in again once the window has passed', async () => {
    await statuses('submit_founder_application', founder, '198.51.100.12', 5);
    await ageHits(60);
    expect((await asAnon(db, 'submit_founder_application', founder, '198.51.100.12')).status).toBe(200);
    // The passed hits are gone, so the table does not grow forever.
    expect(await rows(db, `select count::int from rate_limit_hits where identifier = '198.51.100.12'`)).toEqual([{ count: 1 }]);
  });

  // A break tried by hand (docs/developers/mutation-testing.md): without `expires_at > now()` the test above
  // still passed, since the cleanup had already deleted the IP's passed hits.
  it('kills: passed hits counted (expires_at > now() removed) when more have passed than one call cleans up', async () => {
    await statuses('submit_founder_application', founder, '198.51.100.13', 4);
    await ageHits(60);
    // 25 passed hits of other visitors, older than this IP's: one call deletes only the 20 oldest.
    await db.exec(`insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                   select '203.0.113.' || n, 'founder_application', now() - interval '3 hours', 1, now() - interval '2 hours'
                   from generate_series(1, 25) as n`);
    expect((await asAnon(db, 'submit_founder_application', founder, '198.51.100.13')).status).toBe(200);
  });
});

describe('rate-limit rules', () => {
  it('are data: changing a row changes the limit', async () => {
    await db.exec(`update rate_limit_rules set max_requests = 1 where endpoint = 'partnership_application'`);
    expect(await statuses('submit_partnership_application', partnership, '198.51.100.20', 2)).toEqual([200, 429]);
  });

  it('are seeded as the contract says', async () => {
    expect(await rows(db, 'select * from rate_limit_rules order by endpoint')).toEqual([
      { endpoint: 'complete_membership', max_requests: 10, window_minutes: 60 },
      { endpoint: 'contact', max_requests: 10, window_minutes: 60 },
      { endpoint: 'create_payment', max_requests: 20, window_minutes: 60 },
      { endpoint: 'early_access', max_requests: 4, window_minutes: 60 },
      { endpoint: 'founder_application', max_requests: 4, window_minutes: 60 },
      { endpoint: 'lead_file', max_requests: 40, window_minutes: 60 },
      { endpoint: 'live_offer_counts', max_requests: 100, window_minutes: 1 },
      { endpoint: 'log_client_event', max_requests: 100, window_minutes: 1 },
      { endpoint: 'page_view', max_requests: 120, window_minutes: 1 },
      { endpoint: 'partnership_application', max_requests: 4, window_minutes: 60 },
      { endpoint: 'plot_board_taken', max_requests: 100, window_minutes: 1 },
    ]);
  });

  it('limit the live counts to 100 a minute, wherever in the minute the calls fall (was: needed 101 calls inside one calendar minute)', async () => {
    const seen = await statuses('live_offer_counts', {}, '198.51.100.21', 100);
    expect(seen.filter((status) => status === 200)).toHaveLength(100);
    // However long those calls took (seconds apart on a slow machine), say they all happened in
    // this second: one row per key and second, so the per-second rows are summed into one.
    await db.exec(`
      with gone as (delete from rate_limit_hits returning identifier, endpoint, count)
      insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
      select identifier, endpoint, date_trunc('second', now()), sum(count), now() + interval '1 minute'
      from gone group by identifier, endpoint`);
    expect((await asAnon(db, 'live_offer_counts', {}, '198.51.100.21')).status).toBe(429);
    await ageHits(1);
    expect((await asAnon(db, 'live_offer_counts', {}, '198.51.100.21')).status).toBe(200);
  });

  it('guard checkout creation through consume_rate_limit (20 per hour)', async () => {
    // As create-payment asks: the service role, naming the visitor in x-landfall-client-ip.
    const ask = () =>
      callRpc(db, 'consume_rate_limit', { endpoint: 'create_payment' }, { role: 'service_role', headers: { 'x-landfall-client-ip': '198.51.100.22' } });
    for (let i = 0; i < 20; i += 1) expect((await ask()).status).toBe(200);
    expect(await ask()).toEqual({ status: 429, body: TOO_MANY });
    expect(await rows(db, 'select distinct identifier from rate_limit_hits')).toEqual([{ identifier: '198.51.100.22' }]);
    expect((await asService(db, 'consume_rate_limit', { endpoint: 'nope' })).status).toBe(400);
  });
});

// Which address counts: client-ip.test.ts (in SQL) and client-ip-http.test.ts (over HTTP).

describe('validation refusals', () => {
  it('write one security event with type, category, form type, IP, first error and email', async () => {
    await asAnon(db, 'submit_partnership_application', { ...partnership, email: ' Bad@Example ', landDetails: 'short' }, '198.51.100.30');
    expect(await rows(db, 'select action, resource, details from security_events')).toEqual([
      {
        action: 'form_validation_failed',
        resource: 'partnership_application',
        details: {
          type: 'validation',
          category: 'partnership_application',
          form_type: 'partnership',
          ip_address: '198.51.100.30',
          error: 'Invalid email format',
          email: 'bad@example',
        },
      },
    ]);
  });
});
