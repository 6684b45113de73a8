import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedBanditBackend } from '../../../edge/bandit-in-process.ts';
import { countInProcess } from '../../../edge/count-in-process.ts';
import { type BanditBackend, banditWeightsSource, currentWeights } from '../../../src/edge/bandit-weights.ts';
import { createRouter } from '../../../src/edge/router.ts';
import { callRpc, openDatabase } from '../../../supabase/embedded/database.ts';
import { armOf, browser, inMemorySite, manifestWith, siteFiles } from './in-memory-site.ts';

/**
 * A bandit end to end in the router (src/edge/bandit-weights.ts) over a real database (PGlite,
 * the same migrations as Supabase): weights read and recorded through bandit_state and
 * record_bandit_weights, worked out again when the cadence has passed, cached per isolate.
 * The clock is injected; the database is the embedded backend's, called as the service role.
 */

const HOUR = 3_600_000;
const START = new Date('2027-01-15T00:00:00Z');
const settings = { everyHours: 6, floor: 0.05 };
const banditManifest = manifestWith({ bandit: settings });
const experiment = { ...banditManifest.experiments[0]!, bandit: settings };

let db: PGlite;
beforeAll(async () => {
  db = await openDatabase();
}, 120_000);
afterAll(() => db?.close());

let ip = 0;
const nextIp = () => `10.9.${(++ip >> 8) & 255}.${ip & 255}`;

/** A router as one isolate runs it: its own cache of the weights, views counted into the database. */
function isolate(clock: { now: Date }, backend: BanditBackend = embeddedBanditBackend(db), cacheMs = 0) {
  const counting: Promise<void>[] = [];
  const weights = banditWeightsSource({ backend, now: () => clock.now, cacheMs });
  const route = createRouter({
    manifest: banditManifest,
    fetchAsset: inMemorySite(siteFiles).fetchAsset,
    count: (view) => void counting.push(countInProcess(db, view, nextIp())),
    weights,
    now: () => clock.now,
  });
  /** A new visitor's first view: the arm they were given, once their view is counted. */
  const visit = async (cookie?: string) => {
    const response = await route(new Request('https://landfall.example/', { headers: { 'user-agent': browser, ...(cookie ? { cookie } : {}) } }));
    const arm = armOf(await response.text())!;
    await Promise.all(counting.splice(0));
    return { arm, cookie: response.headers.get('set-cookie')?.split(';')[0] };
  };
  return { visit, weights };
}

async function convert(arm: string, times: number) {
  for (let i = 0; i < times; i++) {
    const context = { route: '/', locale: 'en', experiment: experiment.id, arm };
    const person = { name: 'Simulated Visitor', email: `bandit${ip}-${i}@example.com`, phone: '(20) 7946-0958', countryCode: '+44', country: 'GB' };
    const result = await callRpc(db, 'submit_founder_application', { ...person, ...context }, { role: 'anon', headers: { 'cf-connecting-ip': nextIp() } });
    expect(result.status).toBe(200);
  }
}

const recorded = async () =>
  (
    await db.query<{ at: Date; weights: Record<string, number> }>(`select at, weights from public.bandit_weights where experiment = $1 order by at`, [
      experiment.id,
    ])
  ).rows;

describe('a bandit at the router, over the real database', () => {
  it('records an even split at the first visitor, moves new visitors toward the arm that converts once the cadence has passed and not before, and lets every visitor keep their arm', async () => {
    const clock = { now: START };
    const { visit, weights } = isolate(clock);
    const first = await visit();
    expect(await recorded()).toEqual([{ at: START, weights: { control: 50, sumba: 50 } }]);

    const visitors = [first];
    for (let i = 0; i < 59; i++) visitors.push(await visit());
    const onControl = visitors.filter(({ arm }) => arm === 'control').length;
    expect(onControl).toBeGreaterThan(10); // an even split: 30 expected of 60
    expect(onControl).toBeLessThan(50);
    await convert('sumba', 12);

    clock.now = new Date(START.getTime() + 5 * HOUR);
    await visit();
    expect(await recorded(), 'not due before six hours').toHaveLength(1);

    clock.now = new Date(START.getTime() + 6 * HOUR);
    await visit();
    // The visitor at 06:00 is served the weights in hand while new ones are worked out.
    await weights.settled();
    const history = await recorded();
    expect(history).toHaveLength(2);
    // 12 applications against none: sumba is almost surely the best, control keeps its 5% floor.
    const moved = history[1]!.weights;
    expect(moved.control).toBeGreaterThanOrEqual(5);
    expect(moved.control).toBeLessThan(6);
    expect(moved.control! + moved.sumba!).toBeCloseTo(100, 9);

    const later: string[] = [];
    for (let i = 0; i < 40; i++) later.push((await visit()).arm);
    expect(later.filter((arm) => arm === 'sumba').length, '95% of new visitors expected on sumba').toBeGreaterThanOrEqual(30);
    const returning = visitors.find(({ arm }) => arm === 'control')!;
    expect((await visit(returning.cookie)).arm, 'a visitor keeps their arm').toBe('control');
  });

  it('asks the database at most once per cache time, and serves the file weights while it cannot be read, trying again only after the cache time', async () => {
    const clock = { now: new Date(START.getTime() + 7 * HOUR) };
    let calls = 0;
    let down = false;
    const real = embeddedBanditBackend(db);
    const counted: BanditBackend = {
      state: (...args) => {
        calls++;
        return down ? Promise.reject(new Error('connection refused')) : real.state(...args);
      },
      record: (...args) => real.record(...args),
    };
    const reports: string[] = [];
    const weights = banditWeightsSource({ backend: counted, now: () => clock.now, cacheMs: 60_000, report: (message) => reports.push(message) });
    const newest = (await recorded()).at(-1)!.weights;
    expect(await weights(experiment)).toEqual(newest);
    for (let i = 0; i < 5; i++) await weights(experiment);
    expect(calls).toBe(1);

    down = true;
    clock.now = new Date(clock.now.getTime() + 61_000);
    // The weights in hand are served while new ones are read; the failed read keeps them.
    expect(await weights(experiment)).toEqual(newest);
    await weights.settled();
    expect(calls).toBe(2);
    expect(reports).toEqual([`the weights of bandit home-headline could not be read: connection refused`]);

    const fresh = banditWeightsSource({ backend: counted, now: () => clock.now, cacheMs: 60_000, report: (message) => reports.push(message) });
    expect(await fresh(experiment), 'a new isolate with the database down: the file weights').toBeUndefined();
    expect(await fresh(experiment)).toBeUndefined();
    expect(calls).toBe(3);
  });

  it('records one set of weights when two routers find them due at the same moment', async () => {
    const at = new Date(START.getTime() + 20 * HOUR);
    const before = (await recorded()).length;
    const [a, b] = await Promise.all([currentWeights(embeddedBanditBackend(db), experiment, at), currentWeights(embeddedBanditBackend(db), experiment, at)]);
    expect(a).toEqual(b);
    expect(await recorded()).toHaveLength(before + 1);
  });

  it('works the weights out again at once when the file gains an arm, before the cadence has passed', async () => {
    const withThird = { ...experiment, arms: [...experiment.arms, { name: 'bali', weight: 0, file: '/home-sumba.html' }] };
    const at = new Date(START.getTime() + 21 * HOUR);
    const weights = await currentWeights(embeddedBanditBackend(db), withThird, at);
    expect(Object.keys(weights.weights).sort()).toEqual(['bali', 'control', 'sumba']);
    // Nobody has seen bali: it may be the best of all, and is sent the most.
    expect(weights.weights.bali).toBeGreaterThan(weights.weights.control!);
  });
});
