import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcs } from '../../../src/contract/rpcs';
import { experimentResult } from '../../../src/experiments/results';
import { homeHeadline } from '../../../src/studio/experiments/fixtures';
import { parseCounts, planOf } from '../../../src/studio/experiments/plan';
import { dailyResponseSchema, dailySeries, totalsOf } from '../../../src/studio/results/daily-series';
import { webhooksSchema } from '../../../src/studio/webhooks/webhooks-data';
import { webhookUrlProblem } from '../../../src/studio/webhooks/url-rule';
import { newMarketer, nextAddress, PASSWORD, rowsOf, startAuthServer, studioClient } from '../backend/auth-harness';
import { browserClient, type TestServer } from '../backend/http-harness';

/**
 * The Results, Experiments and Webhooks screens read the embedded backend's real answers: each
 * answer passes the schema the screen checks it with, and the figures come out as counted.
 */
let server: TestServer;
let client: ReturnType<typeof studioClient>;

beforeAll(async () => {
  server = await startAuthServer();
  const user = await newMarketer(server);
  client = studioClient(server.url);
  expect((await client.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  const view = (day: string, arm: string, views: number, exposures: number, utm = '') =>
    rowsOf(server, 'insert into public.page_views (day, route, experiment, arm, utm_source, views, exposures) values ($1, $2, $3, $4, $5, $6, $7)', [
      day,
      '/',
      arm ? 'home-headline' : '',
      arm,
      utm,
      views,
      exposures,
    ]);
  await view('2026-11-20', 'control', 120, 100, 'google');
  await view('2026-11-20', 'sumba', 110, 96);
  await view('2026-11-21', '', 40, 0, '<img src=x onerror=alert(1)>');
});
afterAll(() => server?.close());

const visitor = () => browserClient(server.url, { 'x-real-ip': nextAddress() });

describe('the screens against the embedded backend', () => {
  it("Results: studio_daily's answer is what the chart and the sources table read", async () => {
    const { data, error } = await client.rpc('studio_daily', { from: '2026-11-19', to: '2026-11-21' });
    expect(error).toBeNull();
    const answer = dailyResponseSchema.parse(data);
    const days = dailySeries(answer.days, '2026-11-19', '2026-11-21');
    expect(days.map((d) => d.views)).toEqual([0, 230, 40]);
    expect(totalsOf(days).views).toBe(270);
    expect(answer.sources.map((s) => s.utm_source)).toContain('<img src=x onerror=alert(1)>');
  });

  it("Experiments: studio_experiment_counts' rows give the same figures as npm run experiments", async () => {
    const plan = planOf(homeHeadline);
    const { data, error } = await client.rpc('studio_experiment_counts', { experiment: plan.id, goal: plan.goal, from: plan.start, to: plan.end });
    expect(error).toBeNull();
    const result = experimentResult(plan, parseCounts(data));
    expect(result.arms.map((arm) => [arm.name, arm.visitors])).toEqual([
      ['control', 100],
      ['sumba', 96],
    ]);
    expect(result.sampleRatio.mismatch).toBe(false);
  });

  it('Webhooks: an added endpoint shows its secret once, then lists without it, with its deliveries', async () => {
    const refused = await client.rpc('studio_add_webhook', { url: 'ftp://crm.example.com' });
    // The form's own check and the server's refusal read the same.
    expect(refused.error?.message).toBe(webhookUrlProblem('ftp://crm.example.com'));

    const added = await client.rpc('studio_add_webhook', { url: 'https://crm.example.com/hooks' });
    expect(added.error).toBeNull();
    expect(added.data.secret).toMatch(/^whsec_/);
    const lead = await visitor().rpc('submit_founder_application', { name: 'Ada Lovelace', email: 'ada@example.com', phone: '7946 0958', countryCode: '+44' });
    expect(lead.error).toBeNull();
    expect((await client.rpc('studio_set_webhook', { id: added.data.id, active: false })).error).toBeNull();

    const { data, error } = await client.rpc('studio_webhooks', {});
    expect(error).toBeNull();
    expect(JSON.stringify(data)).not.toContain(added.data.secret);
    const listed = webhooksSchema.parse(data);
    expect(listed.endpoints).toEqual([expect.objectContaining({ url: 'https://crm.example.com/hooks', active: false })]);
    expect(listed.deliveries).toEqual([expect.objectContaining({ lead_type: 'founder_application', state: 'pending', url: 'https://crm.example.com/hooks' })]);
  });
});

describe("the contract's output schemas (src/contract/studio-answers.ts)", () => {
  it('parse the real answers of studio_me, studio_leads (a lead of each kind a visitor sends), studio_lead_filters and studio_lead_files', async () => {
    const sent = await Promise.all([
      visitor().rpc('submit_founder_application', { name: 'Grace Hopper', email: 'grace@example.com', phone: '7946 0958', countryCode: '+44', route: '/' }),
      visitor().rpc('submit_contact', { name: 'Alan Turing', email: 'alan@example.com', message: 'About the plots.', route: '/contact' }),
      visitor().rpc('submit_early_access', { email: 'early@example.com', route: '/ranking', locale: 'en' }),
    ]);
    expect(sent.map(({ error }) => error)).toEqual([null, null, null]);
    const answer = async (name: string, body: Record<string, unknown>): Promise<unknown> => {
      const { data, error } = await client.rpc(name, body);
      expect(error).toBeNull();
      return data;
    };
    expect(rpcs.studio_me.output.parse(await answer('studio_me', {}))).toMatchObject({ marketer: true });
    const leads = rpcs.studio_leads.output.parse(await answer('studio_leads', { per_page: 100 }));
    expect(new Set(leads.rows.map((row) => row.kind))).toEqual(new Set(['founder', 'contact', 'early_access']));
    expect(rpcs.studio_lead_filters.output.parse(await answer('studio_lead_filters', {})).routes).toEqual(
      expect.arrayContaining(['/', '/contact', '/ranking']),
    );
    const founder = leads.rows.find((row) => row.kind === 'founder');
    expect(rpcs.studio_lead_files.output.parse(await answer('studio_lead_files', { leadId: founder?.id }))).toEqual([]);
  });
});
