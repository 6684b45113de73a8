import { describe, expect, it } from 'vitest';
import { armAt, assignArm, controlOf } from '../../../src/edge/assignment.ts';
import { armsCookie, readArms } from '../../../src/edge/arms-cookie.ts';
import type { ManifestExperiment } from '../../../src/experiments/manifest.ts';

const experiment = (id: string, weights: Record<string, number>): ManifestExperiment => ({
  id,
  route: '/',
  goal: 'founder-application',
  control: Object.keys(weights)[0]!,
  arms: Object.entries(weights).map(([name, weight]) => ({ name, weight, file: `/${name}.html` })),
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
});

const VISITORS = 10_000;

async function split(tested: ManifestExperiment, ids: string[]) {
  const counts: Record<string, number> = Object.fromEntries(tested.arms.map((arm) => [arm.name, 0]));
  for (const id of ids) counts[(await assignArm(tested, id)).name]! += 1;
  return counts;
}

/**
 * Each arm's count among n new visitors is binomial(n, p). Allowing 5 standard deviations,
 * sqrt(n·p·(1−p)), a fair hash fails by chance less than once in a million runs per arm, while
 * a bias of 2.5 points on a 50/50 split (250 visitors of 10,000) already fails.
 */
function expectWeighted(counts: Record<string, number>, weights: Record<string, number>) {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  for (const [name, weight] of Object.entries(weights)) {
    const p = weight / total;
    const tolerance = 5 * Math.sqrt(VISITORS * p * (1 - p));
    expect(
      Math.abs(counts[name]! - VISITORS * p),
      `${name}: ${counts[name]} of ${VISITORS}, expected ${VISITORS * p} ± ${tolerance.toFixed(0)}`,
    ).toBeLessThanOrEqual(tolerance);
  }
}

describe('weighted assignment over 10,000 random visitor ids', () => {
  const ids = Array.from({ length: VISITORS }, () => crypto.randomUUID());

  it.each<Record<string, number>>([
    { control: 50, sumba: 50 },
    { control: 90, sumba: 10 },
    { control: 20, b: 30, c: 50 },
    { control: 1, b: 1, c: 1, d: 1 },
  ])('follows the weights %o', async (weights) => {
    expectWeighted(await split(experiment('home-headline', weights), ids), weights);
  });

  it('never gives an arm of weight 0', async () => {
    const counts = await split(experiment('home-headline', { control: 0, sumba: 100, paused: 0 }), ids);
    expect(counts).toEqual({ control: 0, sumba: VISITORS, paused: 0 });
  });

  it('gives one id the same arm every time, and arms in two experiments independently', async () => {
    const first = experiment('home-headline', { control: 50, sumba: 50 });
    const second = experiment('pricing', { control: 50, cheap: 50 });
    const pairs: Record<string, number> = {};
    for (const id of ids) {
      const arm = (await assignArm(first, id)).name;
      expect((await assignArm(first, id)).name).toBe(arm);
      const key = `${arm}/${(await assignArm(second, id)).name}`;
      pairs[key] = (pairs[key] ?? 0) + 1;
    }
    // Were the second arm a function of the first, two of these four cells would be empty.
    expectWeighted(pairs, { 'control/control': 1, 'control/cheap': 1, 'sumba/control': 1, 'sumba/cheap': 1 });
  });
});

describe('the lf_arms cookie', () => {
  it('reads back what it wrote, whatever the names hold', () => {
    const arms = new Map([
      ['home-headline', 'sumba'],
      ['v2.pricing', 'a~b;c d'],
    ]);
    const written = armsCookie(arms, true).split(';')[0]!;
    expect(written).toMatch(/^lf_arms=[^\s;,"\\]+$/);
    expect(readArms(`theme=dark; ${written}; other=1`)).toEqual(arms);
  });

  it('skips pairs it cannot read instead of failing the page', () => {
    expect(readArms('lf_arms=home-headline.sumba~garbage~.x~y.~%E0%A4%A.z')).toEqual(new Map([['home-headline', 'sumba']]));
    expect(readArms(null)).toEqual(new Map());
    expect(readArms(`lf_arms=${'a.b~'.repeat(2000)}`)).toEqual(new Map());
  });
});

// Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
describe('assignment and the cookie, mutants killed', () => {
  const arms = (weights: Record<string, number>) => experiment('t', weights).arms;

  it('kills: target <= upTo: a point on a boundary belongs to the arm above it', () => {
    expect(armAt(arms({ a: 1, b: 1 }), 0.5)?.name).toBe('b');
    expect(armAt(arms({ a: 1, b: 1 }), 0)?.name).toBe('a');
  });

  it('kills: a negative weight added to the running total instead of skipped', () => {
    expect(armAt(arms({ broken: -5, a: 1, b: 1 }), 0.25)?.name).toBe('a');
  });

  it("kills: controlOf taking the first arm instead of the control's name", () => {
    const test = { ...experiment('t', { a: 1, b: 1 }), control: 'b' };
    expect(controlOf(test).name).toBe('b');
    expect(controlOf({ ...test, control: 'gone' }).name).toBe('a');
  });

  it('kills: another cookie read as lf_arms, and a value not trimmed', () => {
    expect(readArms('theme=dark; lf_arms=home.sumba ; x=1')).toEqual(new Map([['home', 'sumba']]));
  });

  it('kills: >= for the length cap: a value of exactly 4,096 characters is still read', () => {
    const pair = 'home.sumba';
    const value = `${pair}~${'x'.repeat(4096 - pair.length - 1)}`;
    expect(readArms(`lf_arms=${value}`).get('home')).toBe('sumba');
    expect(readArms(`lf_arms=${value}x`).size).toBe(0);
  });

  it('kills: text in place of the empty Secure flag on http', () => {
    expect(armsCookie(new Map([['home', 'sumba']]), false)).toBe('lf_arms=home.sumba; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax');
  });
});
