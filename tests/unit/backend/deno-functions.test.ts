import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../supabase/functions/drain-webhooks/drain';
import { nodeDelivery, outboxDbOf } from '../../../supabase/embedded/webhooks/drainer';
import { type DenoFunction, type ServiceDoor, serviceKey, startDenoFunction, startServiceDoor } from './deno-harness';
import { browserClient, startTestServer, type TestServer } from './http-harness';
import { samples, upload } from './lead-files-harness';
import { recordPending } from './payments-harness';
import { Receiver } from './webhooks-receiver';

/**
 * stripe-webhook, lead-files and drain-webhooks as Supabase runs them (real Deno, Deno.serve,
 * supabase-js over HTTP with the service role; deno-harness.ts), each flow beside the embedded
 * Node server's answer to the same request. create-payment: deno-create-payment.test.ts.
 */
const webhookSecret = `whsec_${'5'.repeat(32)}`;
const drainSecret = 'd'.repeat(64);
const stripe = new Stripe('sk_test_only_signs_here');

let backend: TestServer;
let door: ServiceDoor;
const deno: Record<'stripeWebhook' | 'leadFiles' | 'drain', DenoFunction | undefined> = { stripeWebhook: undefined, leadFiles: undefined, drain: undefined };
const hook = new Receiver();

beforeAll(async () => {
  backend = await startTestServer({ env: { STRIPE_WEBHOOK_SECRET: webhookSecret, LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1' }, withOrigin: true });
  // Only the Deno function (or this test, for the Node path) drains: the server's own timer would race it.
  await backend.backend.webhooks.stop();
  door = await startServiceDoor(backend.backend, (req, res) => backend.backend.handle(req, res));
  const supabase = { SUPABASE_URL: door.url, SUPABASE_SERVICE_ROLE_KEY: serviceKey };
  [deno.stripeWebhook, deno.leadFiles, deno.drain] = await Promise.all([
    startDenoFunction('stripe-webhook', { ...supabase, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    startDenoFunction('lead-files', supabase),
    startDenoFunction('drain-webhooks', { ...supabase, WEBHOOK_DRAIN_SECRET: drainSecret, LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1' }),
  ]);
  await hook.start();
});

afterAll(async () => {
  await Promise.all(Object.values(deno).map((fn) => fn?.stop()));
  await hook.stop();
  await door?.close();
  await backend?.close();
});

const denoUrl = (name: keyof typeof deno) => deno[name]?.url ?? '';
const nodeUrl = (name: string) => `${backend.url}/functions/v1/${name}`;

async function post(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** checkout.session.completed for one session, signed by Stripe's own library as Stripe would. */
function completedEvent(sessionId: string) {
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 36500000,
        currency: 'usd',
        customer_details: { email: 'Payer@Example.com' },
      },
    },
  });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

const paymentRow = async (sessionId: string) =>
  (
    await backend.backend.db.query<{ status: string; paid_at: Date | null; email: string | null }>(
      'select status, paid_at, email from payments where stripe_session_id = $1',
      [sessionId],
    )
  ).rows[0];

describe('stripe-webhook in Deno', () => {
  it('marks a payment paid once for a checkout.session.completed signed with Stripe’s library, as the Node path does', async () => {
    const [viaDeno, viaNode] = ['cs_test_deno_paid', 'cs_test_node_paid'];
    await recordPending(backend.backend, viaDeno);
    await recordPending(backend.backend, viaNode);

    const event = completedEvent(viaDeno);
    const first = await post(denoUrl('stripeWebhook'), event.payload, { 'content-type': 'application/json', 'stripe-signature': event.header });
    expect(first).toEqual({ status: 200, body: { received: true } });
    const paid = await paymentRow(viaDeno);
    expect(paid).toMatchObject({ status: 'paid', email: 'payer@example.com' });

    // Stripe delivers at least once: the same event again changes nothing.
    const again = await post(denoUrl('stripeWebhook'), event.payload, { 'content-type': 'application/json', 'stripe-signature': event.header });
    expect(again).toEqual(first);
    expect(await paymentRow(viaDeno)).toEqual(paid);

    const nodeEvent = completedEvent(viaNode);
    const node = await post(nodeUrl('stripe-webhook'), nodeEvent.payload, { 'content-type': 'application/json', 'stripe-signature': nodeEvent.header });
    expect(node).toEqual(first);
    expect({ ...(await paymentRow(viaNode)), paid_at: 'set' }).toEqual({ ...paid, paid_at: 'set' });
  });

  it('refuses an event signed with another secret with the Node path’s 400, and pays nothing', async () => {
    await recordPending(backend.backend, 'cs_test_deno_forged');
    const payload = completedEvent('cs_test_deno_forged').payload;
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: `whsec_${'6'.repeat(32)}` });
    const headers = { 'content-type': 'application/json', 'stripe-signature': header };
    const [viaDeno, viaNode] = await Promise.all([post(denoUrl('stripeWebhook'), payload, headers), post(nodeUrl('stripe-webhook'), payload, headers)]);
    expect(viaDeno).toEqual({ status: 400, body: { error: 'Invalid signature' } });
    expect(viaNode).toEqual(viaDeno);
    expect((await paymentRow('cs_test_deno_forged'))?.status).toBe('pending');
  });
});

const fileRow = async (id: string) =>
  (
    await backend.backend.db.query<{ path: string; name: string; content_type: string; size: number; in_bucket: boolean }>(
      `select f.path, f.name, f.content_type, f.size,
              exists (select 1 from storage.objects o where o.bucket_id = 'lead-files' and o.name = f.path) as in_bucket
         from lead_files f where f.id = $1`,
      [id],
    )
  ).rows[0];

describe('lead-files in Deno', () => {
  it('stores a document in the bucket and lists it pending, as the Node path does', async () => {
    const pdf = samples.pdf(4096);
    const name = 'Plano catastral (José).pdf';
    const viaDeno = await post(`${denoUrl('leadFiles')}/?name=${encodeURIComponent(name)}`, pdf, {
      'content-type': 'application/octet-stream',
      'cf-connecting-ip': '203.0.113.70',
    });
    const viaNode = await upload(backend.url, pdf, name);
    expect(viaDeno.status).toBe(200);
    expect(viaNode.status).toBe(200);
    const denoId = (viaDeno.body as { id: string }).id;
    expect({ ...(viaDeno.body as object), id: 'new' }).toEqual({ ...viaNode.body, id: 'new' });

    const row = await fileRow(denoId);
    expect(row).toMatchObject({ name, content_type: 'application/pdf', size: 4096, in_bucket: true });
    expect((await backend.backend.storage.read(row?.path ?? ''))?.bytes).toEqual(pdf);
    const nodeRow = await fileRow(viaNode.body.id ?? '');
    expect({ ...nodeRow, path: 'random' }).toEqual({ ...row, path: 'random' });
    // Through Supabase's own API: an upload with the service role, nothing read back by the function.
    expect(door.calls).toContain(`POST /storage/v1/object/lead-files/${row?.path}`);
  });

  it('refuses a program renamed .pdf with the Node path’s answer, and keeps nothing', async () => {
    const before = (await backend.backend.db.query('select count(*)::int as n from lead_files')).rows[0];
    const exe = samples.elf();
    const viaDeno = await post(`${denoUrl('leadFiles')}/?name=plan.pdf`, exe, {
      'content-type': 'application/octet-stream',
      'cf-connecting-ip': '203.0.113.71',
    });
    const viaNode = await upload(backend.url, exe, 'plan.pdf');
    expect(viaDeno.status).toBeGreaterThanOrEqual(400);
    expect(viaDeno).toEqual(viaNode);
    expect((await backend.backend.db.query('select count(*)::int as n from lead_files')).rows[0]).toEqual(before);
  });
});

describe('drain-webhooks in Deno', () => {
  it('delivers a new lead signed with the endpoint’s secret, as the Node drainer does', async () => {
    const added = await outboxDbOf(backend.backend.db).rpc('add_webhook_endpoint', { url: hook.url });
    expect(added.status).toBe(200);
    hook.secret = (added.body as { secret: string }).secret;

    const lead = async (email: string) => {
      const { data, error } = await browserClient(backend.url, { 'x-real-ip': '203.0.113.72' }).rpc('submit_early_access', {
        email,
        route: '/ranking',
        locale: 'en',
      });
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };

    const denoLead = await lead('deno-drain@example.com');
    const refused = await post(denoUrl('drain'), '', { 'x-landfall-drain-secret': 'guess' });
    expect(refused).toEqual({ status: 401, body: { error: 'Unauthorized' } });
    expect(hook.received).toHaveLength(0);
    const viaDeno = await post(denoUrl('drain'), '', { 'x-landfall-drain-secret': drainSecret });
    expect(viaDeno).toEqual({ status: 200, body: { delivered: 1, failed: 0 } });

    const nodeLead = await lead('node-drain@example.com');
    const viaNode = await drainOutbox(outboxDbOf(backend.backend.db), { ...nodeDelivery, allowLocal: true });
    expect(viaNode).toEqual(viaDeno.body);

    expect(hook.received.map((entry) => entry.verified)).toEqual([true, true]);
    const [fromDeno, fromNode] = hook.bodies();
    expect(fromDeno?.lead).toMatchObject({ id: denoLead, type: 'early_access_signup', email: 'deno-drain@example.com' });
    expect(fromNode?.lead).toMatchObject({ id: nodeLead, type: 'early_access_signup', email: 'node-drain@example.com' });
    expect(Object.keys(fromDeno ?? {}).sort()).toEqual(Object.keys(fromNode ?? {}).sort());
    expect(Object.keys(fromDeno?.lead ?? {}).sort()).toEqual(Object.keys(fromNode?.lead ?? {}).sort());

    // Drained once: a second run finds nothing to send.
    expect(await post(denoUrl('drain'), '', { 'x-landfall-drain-secret': drainSecret })).toEqual({ status: 200, body: { delivered: 0, failed: 0 } });
    expect(hook.received).toHaveLength(2);
  });
});
