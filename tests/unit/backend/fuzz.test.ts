import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackAddress, postJson } from '../../../supabase/embedded/load.ts';
import { founderFormSchema, membershipFormSchema, partnershipFormSchema } from '../../../src/interactive/forms/schemas';
import { validate } from '../../../src/interactive/forms/validate';
import { generateBadInputs, unusualValid, validPayloads, type FormName } from './fuzz-inputs';
import { startTestServer, type TestServer } from './http-harness';

/**
 * Bad input through the real functions over HTTP, as a visitor (or a bot) would send it: none is
 * stored, none gets a 5xx, and the browser's checks (src/interactive/forms) name exactly the fields and
 * messages the server names, so what a visitor sees before sending matches what the server says.
 */
const PER_FORM = 1200;

const forms: Record<FormName, { fn: string; table: string; schema: Parameters<typeof validate>[0] }> = {
  founder: { fn: 'submit_founder_application', table: 'founder_applications', schema: founderFormSchema },
  partnership: { fn: 'submit_partnership_application', table: 'partnership_applications', schema: partnershipFormSchema },
  membership: { fn: 'complete_membership', table: "payments where status = 'completed'", schema: membershipFormSchema },
};

let server: TestServer;
let address = 0;
// Every request from its own loopback address: per-IP rate limits stay out of a test about validation.
const post = (fn: string, body: unknown) => postJson(`${server.url}/rest/v1/rpc/${fn}`, body, { localAddress: loopbackAddress(address++) });

async function count(table: string): Promise<number> {
  const result = await server.backend.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return result.rows[0]!.n;
}

function serverFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || !('details' in body) || typeof body.details !== 'string') return {};
  try {
    return JSON.parse(body.details) as Record<string, string>;
  } catch {
    return { '(not a field map)': body.details };
  }
}

/** Postgres text cannot hold U+0000: such a body is refused before any function runs (400, 22P05 as on PostgREST), so it has no per-field answer. */
const hasNul = (input: unknown) => JSON.stringify(input).includes('\\u0000');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe.each(Object.keys(forms) as FormName[])('%s form under generated bad input', (form) => {
  const { fn, table, schema } = forms[form];
  const inputs = generateBadInputs(form, PER_FORM, form.length);

  it(`refuses all ${PER_FORM}+ with 400, stores none, and agrees with the browser's checks`, async () => {
    const before = await count(table);
    const statuses = new Map<number, number>();
    const disagreements: string[] = [];
    for (let i = 0; i < inputs.length; i += 25) {
      const batch = inputs.slice(i, i + 25);
      const answers = await Promise.all(
        batch.map((input) => post(fn, form === 'membership' && isObject(input) ? { ...input, sessionId: 'cs_fuzz_unknown' } : input)),
      );
      answers.forEach((answer, j) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const input = batch[j];
        if (!isObject(input) || hasNul(input)) return;
        const client = validate(schema, input);
        const clientFields = client.ok ? {} : client.fields;
        const server = serverFields(answer.body);
        if (JSON.stringify(sorted(clientFields)) !== JSON.stringify(sorted(server))) {
          disagreements.push(`${JSON.stringify(input).slice(0, 160)}\n  browser ${JSON.stringify(clientFields)}\n  server  ${JSON.stringify(server)}`);
        }
      });
    }
    expect(inputs.length).toBeGreaterThanOrEqual(PER_FORM);
    expect(Object.fromEntries(statuses)).toEqual({ 400: inputs.length });
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(await count(table)).toBe(before);
  });
});

describe('valid but unusual input', () => {
  it.each(unusualValid)('stores $name exactly as typed (trimmed, email lowercased)', async (input) => {
    const padded = { ...input, name: `  ${String(input.name)} `, email: ` ${String(input.email)}` };
    expect(validate(founderFormSchema, padded).ok).toBe(true);
    const answer = await post('submit_founder_application', padded);
    expect(answer.status).toBe(200);
    const id = (answer.body as { id: string }).id;
    const row = await server.backend.db.query('select name, email, phone, country_code, country from founder_applications where id = $1', [id]);
    expect(row.rows[0]).toEqual({
      name: input.name,
      email: String(input.email).toLowerCase(),
      phone: input.phone,
      country_code: input.countryCode,
      country: input.country,
    });
  });

  it('stores a valid partnership application (the browser and the server use one set of keys)', async () => {
    const answer = await post('submit_partnership_application', validPayloads.partnership);
    expect(answer.status).toBe(200);
    const row = await server.backend.db.query('select company_name, location, land_details from partnership_applications where id = $1', [
      (answer.body as { id: string }).id,
    ]);
    expect(row.rows[0]).toEqual({
      company_name: validPayloads.partnership.companyName,
      location: validPayloads.partnership.location,
      land_details: validPayloads.partnership.landDetails,
    });
  });
});

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function sorted(record: Record<string, string>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
