import { beforeEach, describe, expect, it } from 'vitest';
import { countPageView } from '../../../scripts/experiments/count-page-view';
import { race } from './race';
import { asAnon, asService, createdId, founder, freshDatabase, membership, rows, type SqlDatabase } from './sql-harness';

/**
 * Races on a real PostgreSQL (the vitest project "postgres" only): every call gets its own
 * connection, they all leave one start line together, and the first to reach the contended
 * row or table waits there uncommitted until the rest have caught up (race()). PGlite runs
 * calls one after another and cannot tell an atomic check from a check-then-write.
 */
let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

const statusCounts = (results: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

const PRICE = { productId: 'mansion', amount: 36500000, currency: 'usd' };

async function pending(sessionId: string): Promise<void> {
  createdId(await asService(db, 'record_pending_payment', { sessionId, ...PRICE }));
}

/** The payment row held while the racers run into it. */
const holdingPayment = (sessionId: string) => ({
  holding: { sql: 'select 1 from public.payments where stripe_session_id = $1 for update', params: [sessionId] },
});

/** Every change of a payment's status, as the rows saw it, whoever made it. */
async function recordStatusChanges(): Promise<() => Promise<Record<string, unknown>[]>> {
  await db.exec(`
    create table test_status_changes (seq bigserial, from_status text, to_status text);
    create function test_record_status_change() returns trigger language plpgsql as $$
      begin insert into test_status_changes (from_status, to_status) values (old.status, new.status); return new; end $$;
    create trigger test_record_status_change after update on public.payments
      for each row execute function test_record_status_change();`);
  return () => rows(db, 'select from_status, to_status from test_status_changes order by seq');
}

describe('the founder rate limit under a burst', () => {
  it('lets exactly 4 of 20 simultaneous submissions from one IP through (was: PGlite queued them, so no race was run)', async () => {
    // The first admitted submission cannot store its row until every other one has checked the limit.
    const holding = { sql: 'lock table public.founder_applications in share mode' };
    const results = await race(db, 20, (racer) => asAnon(racer, 'submit_founder_application', founder, '198.51.100.13'), { holding });
    expect(statusCounts(results)).toEqual({ 200: 4, 429: 16 });
    expect(await rows(db, 'select count(*)::int as n from founder_applications')).toEqual([{ n: 4 }]);
  });
});

describe('completing one paid session from several tabs at once', () => {
  it("completes it exactly once when ten tabs submit together; the other nine get 409 and the winner's details stay", async () => {
    await pending('cs_race');
    expect((await asService(db, 'mark_payment_paid', { sessionId: 'cs_race', amountTotal: PRICE.amount, currency: 'usd' })).status).toBe(200);
    const changes = await recordStatusChanges();
    const tabName = (tab: number) => `Tab ${'ABCDEFGHIJ'[tab]} Smith`;
    const results = await race(
      db,
      10,
      (racer, tab) => asAnon(racer, 'complete_membership', { ...membership, sessionId: 'cs_race', name: tabName(tab) }),
      holdingPayment('cs_race'),
    );
    expect(statusCounts(results)).toEqual({ 200: 1, 409: 9 });
    expect(await changes()).toEqual([{ from_status: 'paid', to_status: 'completed' }]);
    const winner = results.findIndex((result) => result.status === 200);
    expect(await rows(db, 'select full_name from payments')).toEqual([{ full_name: tabName(winner) }]);
  });
});

describe('Stripe delivering one webhook several times at once', () => {
  it('marks the payment paid in one transition and answers every delivery 200', async () => {
    await pending('cs_hook');
    const changes = await recordStatusChanges();
    const results = await race(
      db,
      10,
      (racer) => asService(racer, 'mark_payment_paid', { sessionId: 'cs_hook', amountTotal: PRICE.amount, currency: 'usd' }),
      holdingPayment('cs_hook'),
    );
    expect(statusCounts(results)).toEqual({ 200: 10 });
    expect(await changes()).toEqual([{ from_status: 'pending', to_status: 'paid' }]);
  });

  it('puts a charge of another amount up for review once and logs it once', async () => {
    await pending('cs_short');
    const changes = await recordStatusChanges();
    const results = await race(
      db,
      10,
      (racer) => asService(racer, 'mark_payment_paid', { sessionId: 'cs_short', amountTotal: 100, currency: 'usd' }),
      holdingPayment('cs_short'),
    );
    expect(statusCounts(results)).toEqual({ 422: 10 });
    expect(await changes()).toEqual([{ from_status: 'pending', to_status: 'needs_review' }]);
    expect(await rows(db, `select count(*)::int as n from security_events where action = 'payment_amount_mismatch'`)).toEqual([{ n: 1 }]);
  });
});

describe('two payments cannot take the same plot, even at once', () => {
  it('ten buyers of one plot together: exactly one holds it, nine are told it is gone (was: ten payments, no plot stored)', async () => {
    // Every racer's insert waits behind the holder's lock, then all meet the plot's unique index together.
    const holding = { sql: 'lock table public.payments in share mode' };
    const results = await race(
      db,
      10,
      (racer, buyer) =>
        asService(racer, 'record_pending_payment', {
          sessionId: `cs_plot_race_${buyer}`,
          productId: 'world-cup-land',
          amount: 650000,
          currency: 'usd',
          plot: 48,
        }),
      { holding },
    );
    expect(statusCounts(results)).toEqual({ 200: 1, 409: 9 });
    for (const result of results.filter((r) => r.status === 409)) expect(result.body).toMatchObject({ message: 'Plot already taken' });
    expect(await rows(db, 'select plot, status from payments')).toEqual([{ plot: 48, status: 'pending' }]);
    expect((await asAnon(db, 'plot_board_taken', { board: 'world-cup-land' })).body).toEqual({ plots: [48] });
  });
});

describe('a burst of views to one route and arm', () => {
  it('counts every one of 20 simultaneous views exactly once, spread over several counter rows instead of queueing on one (was: one row per day, route, arm and source, which every view waited on)', async () => {
    const view = { route: '/burst', experiment: 'home-headline', arm: 'sumba', utmSource: 'newsletter', exposure: true };
    const results = await race(db, 20, (racer, i) => {
      const ip = `203.0.113.${i + 1}`;
      return countPageView(racer, view, { role: 'anon', headers: { 'cf-connecting-ip': ip, 'x-forwarded-for': ip } });
    });
    expect(results.every((status) => status === 200)).toBe(true);
    const [counted] = await rows(
      db,
      "select sum(views)::int as views, sum(exposures)::int as exposures, count(*)::int as counters from page_views where route = '/burst'",
    );
    expect(counted).toMatchObject({ views: 20, exposures: 20 });
    // Each racer has its own connection, so its own counter row: none waited for another's.
    expect(counted!.counters).toBeGreaterThan(1);
    expect(
      await rows(db, "select count(*)::int as n from experiment_arm_counts('home-headline', 'founder-application') where arm = 'sumba' and visitors = 20"),
    ).toEqual([{ n: 1 }]);
  });
});
