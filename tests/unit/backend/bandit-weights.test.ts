import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countPageView } from '../../../scripts/experiments/count-page-view';
import { banditHistorySchema } from '../../../src/contract/studio-answers';
import { race } from './race';
import { asAnon, createdId, fieldErrors, founder, freshDatabase, nextIp, rows, type SqlDatabase, sqlEngine } from './sql-harness';
import { asUser, type Caller, ok, signedInUser } from './studio-harness';

/**
 * A bandit experiment's traffic weights in SQL (supabase/schemas/tables/bandit_weights.sql and
 * functions/bandit_state.sql, record_bandit_weights.sql, studio_bandit_history.sql): the edge
 * router reads the newest weights and, when due, the counts to work new ones out from; records a
 * change once however many routers compute it; the studio draws every change.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const recorded = z.object({ at: z.string(), weights: z.record(z.string(), z.number()) });
const stateSchema = z.object({
  latest: recorded.nullable(),
  counts: z.array(z.object({ arm: z.string(), visitors: z.number(), conversions: z.number() })).nullable(),
});

/** One statement as a role, in its own committed transaction: its `answer` column, or the error it raised. */
async function as(role: string, sql: string, params: unknown[] = [], on: SqlDatabase = db): Promise<unknown> {
  return on.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    return (await tx.query<{ answer: unknown }>(sql, params)).rows[0]?.answer;
  });
}

async function sqlstateOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
    return { code: '', message: '' };
  } catch (error) {
    const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
    return { code: typeof code === 'string' ? code : 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

const STATE = 'select public.bandit_state(p_experiment => $1, p_goal => $2, p_due_before => $3) as answer';
const RECORD = 'select public.record_bandit_weights(p_experiment => $1, p_previous => $2, p_at => $3, p_weights => $4::jsonb, p_counts => $5::jsonb) as answer';

const state = async (experiment: string, dueBefore: string | null, goal = 'founder-application') =>
  stateSchema.parse(await as('service_role', STATE, [experiment, goal, dueBefore]));

const counts = [
  { arm: 'control', visitors: 3, conversions: 1 },
  { arm: 'sumba', visitors: 2, conversions: 2 },
];
const record = async (experiment: string, previous: string | null, at: string, weights: unknown, sent: unknown = counts, on: SqlDatabase = db) =>
  recorded.nullable().parse(await as('service_role', RECORD, [experiment, previous, at, JSON.stringify(weights), JSON.stringify(sent)], on));

const rowsOf = (experiment: string) => rows(db, 'select weights, counts from public.bandit_weights where experiment = $1 order by at', [experiment]);
const instant = (at: string) => new Date(at).toISOString();

describe("a bandit's state, as the edge router reads it", () => {
  beforeAll(async () => {
    const view = (arm: string, exposure: boolean) => {
      const ip = nextIp();
      return countPageView(db, { route: '/', experiment: 'state-test', arm, exposure }, { role: 'anon', headers: { 'cf-connecting-ip': ip } });
    };
    for (const [arm, exposure] of [
      ['sumba', true],
      ['control', true],
      ['control', false],
      ['control', true],
      ['sumba', true],
    ] as const)
      expect(await view(arm, exposure)).toBe(200);
    const context = (arm: string) => ({ route: '/', experiment: 'state-test', arm });
    createdId(await asAnon(db, 'submit_founder_application', { ...founder, ...context('sumba') }));
    createdId(await asAnon(db, 'submit_founder_application', { ...founder, email: 'second@example.com', ...context('sumba') }));
    createdId(await asAnon(db, 'submit_founder_application', { ...founder, email: 'third@example.com', ...context('control') }));
  });

  it("has no weights at first, and gives each arm's real visitors and conversions, ordered by arm", async () => {
    expect(await state('state-test', '2026-12-01T00:00:00Z')).toEqual({
      latest: null,
      counts: [
        { arm: 'control', visitors: 2, conversions: 1 },
        { arm: 'sumba', visitors: 2, conversions: 2 },
      ],
    });
    expect(await state('nobody-saw-this', null)).toEqual({ latest: null, counts: [] });
  });

  it('gives no counts while the newest weights are fresh, and counts again once they are due', async () => {
    await record('state-test', null, '2026-12-01T06:00:00Z', { control: 40, sumba: 60 });
    const fresh = await state('state-test', '2026-12-01T05:00:00Z');
    expect(fresh.counts).toBeNull();
    expect(fresh.latest?.weights).toEqual({ control: 40, sumba: 60 });
    expect(instant(fresh.latest?.at ?? '')).toBe('2026-12-01T06:00:00.000Z');

    const due = await state('state-test', '2026-12-01T07:00:00Z');
    expect(due.latest).toEqual(fresh.latest);
    expect(due.counts).toEqual([
      { arm: 'control', visitors: 2, conversions: 1 },
      { arm: 'sumba', visitors: 2, conversions: 2 },
    ]);
    expect((await state('state-test', null)).counts).toHaveLength(2);
  });

  it('refuses an unknown goal as the experiments report does', async () => {
    expect(await sqlstateOf(state('state-test', null, 'clicks'))).toEqual({ code: '22023', message: 'Unknown goal clicks' });
  });
});

describe('recording new weights', () => {
  it('records the first weights of an experiment, with the counts they came from', async () => {
    const answer = await record('first-write', null, '2026-12-01T06:00:00Z', { control: 50, sumba: 50 });
    expect(answer?.weights).toEqual({ control: 50, sumba: 50 });
    expect(instant(answer?.at ?? '')).toBe('2026-12-01T06:00:00.000Z');
    expect(await rowsOf('first-write')).toEqual([{ weights: { control: 50, sumba: 50 }, counts }]);
  });

  it("answers a second router that read the same weights with the first one's, and records nothing more", async () => {
    const first = await record('two-routers', null, '2026-12-01T06:00:00Z', { control: 30, sumba: 70 });
    const second = await record('two-routers', null, '2026-12-01T06:00:01Z', { control: 90, sumba: 10 });
    expect(second).toEqual(first);
    expect(await rowsOf('two-routers')).toEqual([{ weights: { control: 30, sumba: 70 }, counts }]);

    const late = await record('two-routers', '2026-12-01T00:00:00Z', '2026-12-01T06:00:02Z', { control: 90, sumba: 10 });
    expect(late).toEqual(first);
    expect(await rowsOf('two-routers')).toHaveLength(1);
  });

  it('records a change made after the newest weights, and keeps the ones before', async () => {
    const first = await record('a-change', null, '2026-12-01T06:00:00Z', { control: 50, sumba: 50 });
    const next = await record('a-change', first?.at ?? null, '2026-12-01T12:00:00Z', { control: 25.5, sumba: 74.5 });
    expect(next?.weights).toEqual({ control: 25.5, sumba: 74.5 });
    expect((await rowsOf('a-change')).map((row) => row.weights)).toEqual([
      { control: 50, sumba: 50 },
      { control: 25.5, sumba: 74.5 },
    ]);
    expect((await state('a-change', '2026-12-01T11:00:00Z')).latest?.weights).toEqual({ control: 25.5, sumba: 74.5 });
  });

  it.each<[string, unknown, unknown, string]>([
    ['percents that add up to 90', { control: 40, sumba: 50 }, counts, 'Weights must add up to 100, not 90'],
    ['an arm name with a capital', { control: 50, Sumba: 50 }, counts, 'Arm names start with a lowercase letter'],
    ['one arm', { control: 100 }, counts, 'Weights must name 2 to 20 arms'],
    ['a percent written as a string', { control: '50', sumba: 50 }, counts, 'Each weight must be a number from 0 to 100'],
    ['a negative percent', { control: -10, sumba: 110 }, counts, 'Each weight must be a number from 0 to 100'],
    ['a list instead of an object', [50, 50], counts, 'Weights must be a JSON object'],
    ['counts that are not a list', { control: 50, sumba: 50 }, { control: 3 }, 'Counts must be a JSON array'],
  ])('refuses %s (22023) and records nothing', async (_, weights, sent, message) => {
    const experiment = `bad-${Math.random().toString(36).slice(2, 10)}`;
    const refused = await sqlstateOf(record(experiment, null, '2026-12-01T06:00:00Z', weights, sent));
    expect(refused.code).toBe('22023');
    expect(refused.message).toContain(message);
    expect(await rowsOf(experiment)).toEqual([]);
  });

  it('refuses weights dated no later than the ones they replace, and an experiment name over 64 characters', async () => {
    const first = await record('dated', null, '2026-12-01T06:00:00Z', { control: 50, sumba: 50 });
    expect((await sqlstateOf(record('dated', first?.at ?? null, '2026-12-01T06:00:00Z', { control: 40, sumba: 60 }))).code).toBe('22023');
    expect((await sqlstateOf(record('x'.repeat(65), null, '2026-12-01T06:00:00Z', { control: 40, sumba: 60 }))).code).toBe('22023');
    expect(await rowsOf('dated')).toHaveLength(1);
  });

  it('records one change when routers record at the same moment, and answers each of them with it', async () => {
    // Really side by side on PostgreSQL; PGlite (one connection) queues them.
    const call = (on: SqlDatabase, index: number) =>
      record('racing', null, `2026-12-01T06:00:0${index}Z`, { control: 10 + index, sumba: 90 - index }, counts, on);
    const answers = sqlEngine === 'postgres' ? await race(db, 6, call) : await Promise.all(Array.from({ length: 6 }, (_, index) => call(db, index)));
    expect(await rowsOf('racing')).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});

describe('who may read and record weights', () => {
  it.each(['anon', 'authenticated'])('%s may neither call the functions nor touch the table', async (role) => {
    expect((await sqlstateOf(as(role, STATE, ['state-test', 'founder-application', null]))).code).toBe('42501');
    expect((await sqlstateOf(as(role, RECORD, [`by-${role}`, null, '2026-12-01T06:00:00Z', '{"a": 50, "b": 50}', '[]']))).code).toBe('42501');
    expect((await sqlstateOf(as(role, 'select count(*) as answer from public.bandit_weights'))).code).toBe('42501');
    expect((await sqlstateOf(as(role, "insert into public.bandit_weights values ('x', now(), '{}', '[]')"))).code).toBe('42501');
  });

  it('the service may', async () => {
    expect((await state('service-call', null)).latest).toBeNull();
    expect((await record('service-call', null, '2026-12-01T06:00:00Z', { a: 50, b: 50 }))?.weights).toEqual({ a: 50, b: 50 });
  });
});

describe("the studio's history of a bandit", () => {
  let marketer: Caller;
  beforeAll(async () => {
    marketer = await signedInUser(db);
    await db.query(
      `insert into public.bandit_weights (experiment, at, weights, counts) values
         ('history', '2026-12-02T00:00:00Z', '{"control": 20, "sumba": 80}', '[{"arm": "control", "visitors": 9, "conversions": 1}]'),
         ('history', '2026-12-01T00:00:00Z', '{"control": 50, "sumba": 50}', '[]'),
         ('another', '2026-12-01T12:00:00Z', '{"control": 1, "sumba": 99}', '[]')`,
    );
  });

  it("shows a marketer the experiment's weights, oldest first", async () => {
    const history = banditHistorySchema.parse(ok(await asUser(db, marketer, 'studio_bandit_history', { experiment: 'history' })));
    expect(history.map(({ at, ...rest }) => ({ at: instant(at), ...rest }))).toEqual([
      { at: '2026-12-01T00:00:00.000Z', weights: { control: 50, sumba: 50 }, counts: [] },
      { at: '2026-12-02T00:00:00.000Z', weights: { control: 20, sumba: 80 }, counts: [{ arm: 'control', visitors: 9, conversions: 1 }] },
    ]);
    expect(ok(await asUser(db, marketer, 'studio_bandit_history', { experiment: 'never-ran' }))).toEqual([]);
  });

  it('shows the newest 500 changes of a long-running bandit', async () => {
    await db.query(
      `insert into public.bandit_weights (experiment, at, weights, counts)
       select 'long-running', timestamptz '2026-01-01T00:00:00Z' + n * interval '1 hour', jsonb_build_object('n', n), '[]'
       from generate_series(1, 502) as n`,
    );
    const history = banditHistorySchema.parse(ok(await asUser(db, marketer, 'studio_bandit_history', { experiment: 'long-running' })));
    expect(history).toHaveLength(500);
    expect([history[0]?.weights, history.at(-1)?.weights]).toEqual([{ n: 3 }, { n: 502 }]);
  });

  it('refuses a signed-in user who is not a marketer', async () => {
    const plain = await signedInUser(db, { marketer: false });
    expect(await asUser(db, plain, 'studio_bandit_history', { experiment: 'history' })).toMatchObject({
      status: 401,
      body: { code: '42501', message: 'Only marketers may read results' },
    });
  });

  it.each([{}, { experiment: '' }, { experiment: 7 }, { experiment: 'x'.repeat(65) }])('asks for the experiment when given %j', async (body) => {
    expect(fieldErrors(await asUser(db, marketer, 'studio_bandit_history', body))).toEqual({ experiment: 'Name the experiment' });
  });
});
