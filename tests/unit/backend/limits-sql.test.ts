import { beforeEach, describe, expect, it } from 'vitest';
import { asAnon, founder, freshDatabase, rows, type SqlDatabase } from './sql-harness';

/**
 * Rate limits that neither stall the server nor grow without bound (issue 7, points 7 and 8).
 * Time is data here: rows are moved into the past instead of waiting for the clock, so no test
 * depends on when in the minute or hour it runs.
 */
let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

const submit = (ip: string, email = 'flood@example.com') => asAnon(db, 'submit_founder_application', { ...founder, email }, ip);

async function statusesFrom(ip: string, times: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await submit(ip)).status);
  return seen;
}

const ageHits = (ip: string, interval: string) =>
  db.query(`update rate_limit_hits set window_start = window_start - $2::interval, expires_at = expires_at - $2::interval where identifier = $1`, [
    ip,
    interval,
  ]);

describe('the sliding window', () => {
  it('admits a burst straddling a window boundary once, not twice (was: 4 just before a fixed hourly boundary and 4 more just after)', async () => {
    expect(await statusesFrom('198.51.100.40', 4)).toEqual([200, 200, 200, 200]);
    // Those 4 were admitted 59 minutes ago: whatever fixed hour they fell in, a new one has begun
    // since for any boundary in between. The hour that counts is the last 60 minutes.
    await ageHits('198.51.100.40', '59 minutes');
    expect(await statusesFrom('198.51.100.40', 2)).toEqual([429, 429]);
    await ageHits('198.51.100.40', '1 minute');
    expect(await statusesFrom('198.51.100.40', 5)).toEqual([200, 200, 200, 200, 429]);
  });

  it('deletes passed hits of every key, a bounded number per call (was: only the calling key, so idle keys stayed forever)', async () => {
    await db.exec(`insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                   select '203.0.113.' || i, 'founder_application', now() - interval '2 hours', 1, now() - interval '1 hour'
                   from generate_series(1, 30) as i`);
    const passed = async () => (await rows(db, 'select count(*)::int as n from rate_limit_hits where expires_at <= now()'))[0]?.n;
    await submit('198.51.100.41');
    expect(await passed()).toBe(10);
    await submit('198.51.100.42');
    expect(await passed()).toBe(0);
    expect(await rows(db, 'select identifier from rate_limit_hits order by identifier')).toEqual([
      { identifier: '198.51.100.41' },
      { identifier: '198.51.100.42' },
    ]);
  });

  it('stores admitted requests only, one row per key and second at most', async () => {
    await statusesFrom('198.51.100.43', 300);
    const [stored] = await rows(db, `select count(*)::int as rows, sum(count)::int as admitted from rate_limit_hits where identifier = '198.51.100.43'`);
    expect(stored?.admitted).toBe(4);
    expect(stored?.rows).toBeLessThanOrEqual(4);
  });
});

describe('refusals in security_events', () => {
  const refusals = () =>
    rows(
      db,
      `select ip_address, occurrences, last_seen_at >= created_at as ordered, details ->> 'email' as email
              from security_events where action = 'rate_limit_exceeded' order by created_at`,
    );

  it('keep one row per address, endpoint and window and count the rest on it (was: one row per refused request)', async () => {
    await statusesFrom('198.51.100.44', 4);
    await statusesFrom('198.51.100.44', 500);
    expect(await refusals()).toEqual([{ ip_address: '198.51.100.44', occurrences: 500, ordered: true, email: 'flood@example.com' }]);
    // Another endpoint and another address get rows of their own.
    await asAnon(db, 'submit_partnership_application', {}, '198.51.100.44');
    await statusesFrom('198.51.100.45', 5);
    expect(await rows(db, `select count(*)::int as n from security_events where action = 'rate_limit_exceeded'`)).toEqual([{ n: 2 }]);
  });

  it('start a new row once the window of the first one has passed', async () => {
    await statusesFrom('198.51.100.46', 6);
    await db.exec(`update security_events set created_at = created_at - interval '61 minutes', last_seen_at = last_seen_at - interval '61 minutes'`);
    await submit('198.51.100.46');
    expect((await refusals()).map((row) => row.occurrences)).toEqual([2, 1]);
  });

  it('share one row between the addresses of one IPv6 /64', async () => {
    for (let i = 1; i <= 8; i++) await submit(`2001:db8:5:6::${i}`);
    expect(await rows(db, `select rate_limit_key, occurrences from security_events where action = 'rate_limit_exceeded'`)).toEqual([
      { rate_limit_key: '2001:db8:5:6::/64', occurrences: 4 },
    ]);
  });
});

describe('security event retention', () => {
  const seedOld = (count: number, age: string) =>
    db.query(
      `insert into security_events (action, resource, created_at, last_seen_at)
              select 'client_error', 'client', now() - $2::interval, now() - $2::interval from generate_series(1, $1::int)`,
      [count, age],
    );
  const countOlderThan = async (days: number) =>
    (await rows(db, `select count(*)::int as n from security_events where created_at < now() - make_interval(days => $1)`, [days]))[0]?.n;

  it('is a setting, 90 days by default', async () => {
    expect(await rows(db, 'select keep_days from security_event_retention')).toEqual([{ keep_days: 90 }]);
  });

  it('deletes events past it, at most 20 per new event (was: kept forever)', async () => {
    await seedOld(25, '91 days');
    await seedOld(3, '89 days');
    await asAnon(db, 'log_client_event', { action: 'client_error', message: 'one' });
    expect(await countOlderThan(90)).toBe(5);
    await asAnon(db, 'log_client_event', { action: 'client_error', message: 'two' });
    expect(await countOlderThan(90)).toBe(0);
    expect(await countOlderThan(88)).toBe(3);
  });

  it('follows the setting row', async () => {
    await seedOld(3, '2 days');
    await db.exec('update security_event_retention set keep_days = 1');
    await asAnon(db, 'log_client_event', { action: 'client_error', message: 'x' });
    expect(await countOlderThan(1)).toBe(0);
  });
});

describe('a refused request', () => {
  it.each([
    ['submit_founder_application', 'founder_application'],
    ['submit_partnership_application', 'partnership_application'],
    ['complete_membership', 'complete_membership'],
    ['log_client_event', 'log_client_event'],
  ])('to %s reads no field of the body: the limit comes first (was: every field parsed before the check)', async (fn, endpoint) => {
    await db.query(
      `insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                    select '198.51.100.47', endpoint, date_trunc('second', now()), max_requests, now() + interval '1 hour'
                    from rate_limit_rules where endpoint = $1`,
      [endpoint],
    );
    // From here on, reading any field but the email (kept on the first refusal's event) fails loudly.
    await db.exec(`create or replace function public.field_text(body jsonb, key text) returns text
                   language plpgsql immutable as $$
                   begin
                     if key <> 'email' then raise exception 'field % was read', key; end if;
                     return coalesce(body ->> key, '');
                   end $$`);
    const body = { ...founder, sessionId: 'cs_x', action: 'client_error', landDetails: 'x'.repeat(2000) };
    expect((await asAnon(db, fn, body, '198.51.100.47')).status).toBe(429);
    expect((await asAnon(db, fn, body, '198.51.100.47')).status).toBe(429);
  });
});
