import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeDelivery, outboxDbOf } from '../../../supabase/embedded/webhooks/drainer';
import { type DrainOptions, drainOutbox } from '../../../supabase/functions/drain-webhooks/drain';
import { verifyWebhook } from '../../../supabase/functions/drain-webhooks/sign';
import { asAnon, asService, createdId, founder, freshDatabase, partnership, rows, type SqlDatabase } from './sql-harness';
import { Receiver } from './webhooks-receiver';

/**
 * Lead webhooks end to end against a real receiver on a loopback port: signed deliveries the
 * receiver verifies, retries with growing back-off while it is down, each lead delivered exactly
 * once when it is back, and addresses of this machine refused unless local delivery is allowed.
 */
const endpointSchema = z.object({ id: z.uuid(), secret: z.string() });
const local: DrainOptions = { ...nodeDelivery, allowLocal: true };

async function setUp(receiver: Receiver): Promise<SqlDatabase> {
  const db = await freshDatabase();
  receiver.secret = endpointSchema.parse((await asService(db, 'add_webhook_endpoint', { url: receiver.url })).body).secret;
  return db;
}

const signUp = (db: SqlDatabase, email: string) => asAnon(db, 'submit_early_access', { email, route: '/ranking' }).then(createdId);
/** What time passing does to the outbox: every pending row falls due. */
const timePasses = (db: SqlDatabase) => db.query(`update webhook_outbox set next_attempt_at = now() where state = 'pending'`);
const outbox = (db: SqlDatabase) =>
  rows(
    db,
    `select id, state, attempts, last_status, last_error,
            extract(epoch from next_attempt_at - last_attempt_at)::float8 as delay from webhook_outbox order by id`,
  );

const receivers: Receiver[] = [];
async function receiver(): Promise<Receiver> {
  const started = await new Receiver().start();
  receivers.push(started);
  return started;
}
afterAll(async () => {
  for (const started of receivers) await started.stop();
});

describe('a delivery', () => {
  let hook: Receiver;
  let db: SqlDatabase;
  beforeAll(async () => {
    hook = await receiver();
    db = await setUp(hook);
  });

  it('reaches the receiver signed with the endpoint secret, and the receiver verifies it', async () => {
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, route: '/mansion', utm: { source: 'ads' } }));
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 1, failed: 0 });
    expect(hook.received.map((entry) => entry.verified)).toEqual([true]);
    expect(hook.bodies()).toMatchObject([
      { event: 'lead.created', lead: { type: 'founder_application', id, name: founder.name, route: '/mansion', utm: { source: 'ads' } } },
    ]);
    expect(await outbox(db)).toMatchObject([{ state: 'delivered', attempts: 1, last_status: 200, last_error: null }]);
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 0 });
  });

  it('carries a value like <img onerror> exactly as typed; the receiver encodes it on output', async () => {
    const landDetails = 'Coastal land <img src=x onerror=alert(1)> & "quotes", with a well.';
    createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, landDetails }));
    await drainOutbox(outboxDbOf(db), local);
    const last = hook.received.at(-1);
    expect(last?.raw).toContain('<img src=x onerror=alert(1)>');
    expect(hook.bodies().at(-1)?.lead).toMatchObject({ type: 'partnership_application', land_details: landDetails });
  });

  it('fails verification once the body is changed or the signature is old', async () => {
    const first = hook.received[0];
    if (!first) throw new Error('nothing received');
    expect(await verifyWebhook(first.raw, first.signature, hook.secret)).toBe(true);
    expect(await verifyWebhook(first.raw.replace(founder.name, 'Mallory'), first.signature, hook.secret)).toBe(false);
    expect(await verifyWebhook(first.raw, first.signature, hook.secret, 300, Math.floor(Date.now() / 1000) + 301)).toBe(false);
  });

  it('counts a non-2xx answer as a failure to retry, and does not follow a redirect', async () => {
    hook.status = 500;
    createdId(await asAnon(db, 'submit_early_access', { email: 'retry@example.com' }));
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 1 });
    expect((await outbox(db)).at(-1)).toMatchObject({ state: 'pending', attempts: 1, last_status: 500, last_error: 'HTTP 500' });
    hook.status = 302;
    await timePasses(db);
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 1 });
    expect((await outbox(db)).at(-1)).toMatchObject({ state: 'pending', attempts: 2, last_status: 302 });
    hook.status = 204;
    await timePasses(db);
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 1, failed: 0 });
    const deliveries = hook.received.slice(-3).map((entry) => entry.delivery);
    expect(new Set(deliveries).size).toBe(1);
  });
});

describe('a receiver that goes down mid-run', () => {
  it('loses no lead: 20 leads sent while it is down each arrive exactly once when it is back, after growing back-off', async () => {
    const hook = await receiver();
    const db = await setUp(hook);
    const before = [await signUp(db, 'before1@example.com'), await signUp(db, 'before2@example.com')];
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 2, failed: 0 });

    await hook.stop();
    const whileDown: string[] = [];
    for (let i = 0; i < 20; i++) whileDown.push(await signUp(db, `down${i}@example.com`));
    const delays: number[][] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 20 });
      const pending = (await outbox(db)).filter((row) => row.state === 'pending');
      expect(pending.map((row) => row.attempts)).toEqual(Array(20).fill(attempt));
      expect(String(pending[0]?.last_error)).toMatch(/^Network error: ECONNREFUSED/);
      delays.push(pending.map((row) => Number(row.delay)));
      // Not due yet: a drain right away sends nothing.
      expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 0 });
      await timePasses(db);
    }
    // About 30 s, 60 s, 120 s (±20 % jitter): every row waits longer after each failure.
    for (const row of delays[0]?.keys() ?? []) {
      const [first = 0, second = 0, third = 0] = delays.map((round) => round[row] ?? 0);
      expect(first).toBeGreaterThanOrEqual(24);
      expect(first).toBeLessThanOrEqual(37);
      expect(second).toBeGreaterThan(first);
      expect(third).toBeGreaterThan(second);
      expect(third).toBeGreaterThanOrEqual(96);
    }

    await hook.start();
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 20, failed: 0 });
    await timePasses(db);
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 0 });
    const ids = hook.bodies().map((body) => body.lead.id);
    expect(ids).toHaveLength(22);
    expect(new Set(ids)).toEqual(new Set([...before, ...whileDown]));
    expect(hook.received.every((entry) => entry.verified)).toBe(true);
    expect((await outbox(db)).map((row) => row.state)).toEqual(Array(22).fill('delivered'));
  });

  it('gives up after 20 attempts: the row is dead, kept, and never sent again', async () => {
    const hook = await receiver();
    const db = await setUp(hook);
    hook.status = 503;
    await signUp(db, 'dead@example.com');
    for (let attempt = 0; attempt < 20; attempt++) {
      await drainOutbox(outboxDbOf(db), local);
      await timePasses(db);
    }
    expect(await outbox(db)).toMatchObject([{ state: 'dead', attempts: 20, last_status: 503, last_error: 'HTTP 503' }]);
    hook.status = 200;
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(20);
  });
});

describe('addresses of this machine', () => {
  it('are refused unless local delivery is allowed; the row waits and is delivered once allowed', async () => {
    const hook = await receiver();
    const db = await setUp(hook);
    await signUp(db, 'local@example.com');
    expect(await drainOutbox(outboxDbOf(db), { ...local, allowLocal: false })).toEqual({ delivered: 0, failed: 1 });
    expect(hook.received).toEqual([]);
    expect((await outbox(db))[0]).toMatchObject({
      state: 'pending',
      last_status: null,
      last_error: 'Refused: 127.0.0.1 is not a public address (127.0.0.1: Loopback, RFC 1122)',
    });
    await timePasses(db);
    expect(await drainOutbox(outboxDbOf(db), local)).toEqual({ delivered: 1, failed: 0 });
    expect(hook.received).toHaveLength(1);
  });
});
