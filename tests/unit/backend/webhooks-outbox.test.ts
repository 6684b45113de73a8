import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asAnon, asService, createdId, errorOf, founder, freshDatabase, partnership, rows, type SqlDatabase } from './sql-harness';

/**
 * The outbox side of lead webhooks (issue 13): each lead is queued for every active endpoint
 * in its own transaction, and nothing of it is reachable with the public key.
 */
let db: SqlDatabase;
let endpoint: string;
beforeAll(async () => {
  db = await freshDatabase();
  endpoint = await addEndpoint(db, 'https://crm.example/hooks/landfall');
});

const added = z.object({ ok: z.literal(true), id: z.uuid(), url: z.string(), secret: z.string().regex(/^whsec_[0-9a-f]{64}$/) });

async function addEndpoint(on: SqlDatabase, url: string): Promise<string> {
  return added.parse((await asService(on, 'add_webhook_endpoint', { url })).body).id;
}

const queued = (leadId: string, on = db) =>
  rows(on, `select endpoint_id, event, state, attempts, payload from webhook_outbox where payload ->> 'id' = $1 order by id`, [leadId]);

describe('the outbox', () => {
  it('queues a founder application as stored (type, context, fields, UTM, experiment and arm), without the visitor address', async () => {
    const id = createdId(
      await asAnon(db, 'submit_founder_application', {
        ...founder,
        route: '/mansion',
        locale: 'es',
        utm: { source: 'newsletter', campaign: 'winter' },
        experiment: 'home-headline',
        arm: 'sumba',
      }),
    );
    const [row] = await queued(id);
    expect(row).toMatchObject({ endpoint_id: endpoint, event: 'lead.created', state: 'pending', attempts: 0 });
    const [stored] = await rows(db, `select to_jsonb(f) as lead from founder_applications as f where id = $1`, [id]);
    expect(row?.payload).toEqual({ type: 'founder_application', ...z.record(z.string(), z.unknown()).parse(stored?.lead), ip_address: undefined });
    expect(row?.payload).toMatchObject({
      id,
      name: founder.name,
      email: founder.email,
      route: '/mansion',
      locale: 'es',
      utm: { source: 'newsletter', campaign: 'winter' },
      experiment: 'home-headline',
      arm: 'sumba',
    });
    expect(row?.payload).not.toHaveProperty('ip_address');
  });

  it('queues partnership applications and early-access sign-ups with their type', async () => {
    const partnershipId = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, route: '/' }));
    const signupId = createdId(await asAnon(db, 'submit_early_access', { email: 'early@example.com', route: '/ranking' }));
    expect((await queued(partnershipId)).map((row) => row.payload)).toMatchObject([{ type: 'partnership_application', land_details: partnership.landDetails }]);
    expect((await queued(signupId)).map((row) => row.payload)).toMatchObject([{ type: 'early_access_signup', email: 'early@example.com', route: '/ranking' }]);
  });

  it('queues a payment once, when it becomes paid: not while pending, not again when completed', async () => {
    const id = createdId(await asService(db, 'record_pending_payment', { sessionId: 'cs_webhook_1', productId: 'mansion', amount: 5000, currency: 'usd' }));
    expect(await queued(id)).toEqual([]);
    expect(
      (await asService(db, 'mark_payment_paid', { sessionId: 'cs_webhook_1', amountTotal: 5000, currency: 'usd', email: 'payer@example.com' })).status,
    ).toBe(200);
    expect((await asService(db, 'mark_payment_paid', { sessionId: 'cs_webhook_1', amountTotal: 5000, currency: 'usd' })).status).toBe(200);
    expect(
      (
        await asAnon(db, 'complete_membership', {
          sessionId: 'cs_webhook_1',
          name: 'Zoë Smith',
          email: 'zoe@example.com',
          phone: '(20) 7946-0958',
          countryCode: '+44',
        })
      ).status,
    ).toBe(200);
    expect((await queued(id)).map((row) => row.payload)).toMatchObject([{ type: 'payment', status: 'paid', amount: 5000, email: 'payer@example.com' }]);
  });

  it('writes the row in the lead transaction: a rolled-back or refused insert leaves none', async () => {
    const count = async () => (await rows(db, 'select count(*)::int as n from webhook_outbox'))[0]?.n;
    const before = await count();
    await db.transaction(async (tx) => {
      await tx.query(`insert into founder_applications (name, email, phone, country_code) values ('Rolled Back', 'rb@example.com', '600 123 456', '+34')`);
      expect((await tx.query('select count(*)::int as n from webhook_outbox')).rows[0]?.n).toBe(Number(before) + 1);
      await tx.rollback();
    });
    await expect(
      db.query(
        `insert into founder_applications (name, email, phone, country_code, locale) values ('Bad Locale', 'bl@example.com', '600 123 456', '+34', 'fr')`,
      ),
    ).rejects.toThrow(/founder_applications_locale_fkey/); // 'fr' is no language the site declares
    expect(await count()).toBe(before);
  });

  it('queues one row per active endpoint; a paused endpoint gets none', async () => {
    const other = await freshDatabase();
    const first = await addEndpoint(other, 'https://one.example/h');
    const paused = await addEndpoint(other, 'http://two.example/h');
    await other.query('update webhook_endpoints set active = false where id = $1', [paused]);
    const id = createdId(await asAnon(other, 'submit_early_access', { email: 'two@example.com' }));
    expect((await queued(id, other)).map((row) => row.endpoint_id)).toEqual([first]);
  });
});

describe('endpoint addresses', () => {
  it.each([
    ['ftp:', 'ftp://crm.example/h', 'Enter an address starting with http:// or https://'],
    ['no scheme', 'crm.example/h', 'Enter an address starting with http:// or https://'],
    ['a space', 'https://crm.example/h ook', 'Enter an address starting with http:// or https://'],
    ['2049 characters', `https://crm.example/${'a'.repeat(2029)}`, 'URL too long'],
  ])('refuses an address with %s: %s', async (_label, url, message) => {
    const answer = await asService(db, 'add_webhook_endpoint', { url });
    expect(answer.status).toBe(400);
    expect(JSON.parse(errorOf(answer).details ?? '')).toEqual({ url: message });
  });

  it('holds the rule in the table too (2048 characters, http or https)', async () => {
    await expect(db.query(`insert into webhook_endpoints (url) values ('javascript:alert(1)')`)).rejects.toThrow(/check constraint/);
    await expect(db.query(`insert into webhook_endpoints (url) values ($1)`, [`https://a.example/${'a'.repeat(2031)}`])).rejects.toThrow(/check constraint/);
    expect(await addEndpoint(db, `https://a.example/${'a'.repeat(2030)}`)).toMatch(/-/);
  });
});

describe('who may reach webhooks', () => {
  const sqlstateAs = (role: string, sql: string) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true)`, [role]);
      try {
        await tx.query(sql);
        return '';
      } catch (error) {
        return z.object({ code: z.string() }).parse(error).code;
      } finally {
        await tx.rollback();
      }
    });

  it.each(['anon', 'authenticated'])('%s can neither read nor write endpoints and outbox, nor call the functions', async (role) => {
    for (const sql of [
      'select secret from webhook_endpoints',
      'select payload from webhook_outbox',
      `insert into webhook_endpoints (url) values ('https://evil.example')`,
      'delete from webhook_outbox',
      'select * from webhook_deliveries()',
      `select claim_webhook_deliveries('{}')`,
      `select add_webhook_endpoint('{"url": "https://evil.example"}')`,
    ]) {
      expect(await sqlstateAs(role, sql), sql).toBe('42501');
    }
    expect((await asAnon(db, 'claim_webhook_deliveries', {})).status).toBe(401);
  });

  it('the service role reads delivery state without the secrets', async () => {
    const state = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query('select * from webhook_deliveries() order by id limit 1')).rows[0];
    });
    expect(state).toMatchObject({ event: 'lead.created', lead_type: 'founder_application', state: 'pending', attempts: 0 });
    expect(JSON.stringify(state)).not.toContain('whsec_');
  });
});
