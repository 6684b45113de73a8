import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from './http-harness';
import { startPaymentsServer, type PaymentsServer } from './payments-harness';
import { asAnon, asService, createdId, founder, freshDatabase, partnership, rows, type SqlDatabase } from './sql-harness';

/**
 * Issue 12: every lead and payment keeps the cookie consent it was sent under (the browser's
 * lead context says 'granted', 'denied' or 'unset'), so a marketer knows which leads may go to an
 * ad platform. A missing or malformed value is kept as 'unset' and never costs the lead.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

let sent = 0;
const nextEmail = () => `consent-${++sent}@example.com`;

/** Each kind of lead: send one with the given extra context, read back its stored consent. */
const kinds = {
  'founder application': async (context: Record<string, unknown>) => {
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, email: nextEmail(), ...context }));
    return rows(db, 'select consent from founder_applications where id = $1', [id]);
  },
  'partnership application': async (context: Record<string, unknown>) => {
    const id = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, email: nextEmail(), ...context }));
    return rows(db, 'select consent from partnership_applications where id = $1', [id]);
  },
  'early-access signup': async (context: Record<string, unknown>) => {
    const id = createdId(await asAnon(db, 'submit_early_access', { email: nextEmail(), ...context }));
    return rows(db, 'select consent from early_access_signups where id = $1', [id]);
  },
  'pending payment': async (context: Record<string, unknown>) => {
    const body = { sessionId: `cs_consent_${++sent}`, productId: 'mansion', amount: 36500000, currency: 'usd', route: '/mansion', ...context };
    const id = createdId(await asService(db, 'record_pending_payment', body));
    return rows(db, 'select consent from payments where id = $1', [id]);
  },
};

const MALFORMED: unknown[] = ['GRANTED', ' granted', 'yes', '', true, 1, null, { state: 'granted' }, ['granted'], 'x'.repeat(10_000)];

describe.each(Object.entries(kinds))('a %s', (_kind, send) => {
  it.each(['granted', 'denied', 'unset'])('stores consent %s as sent', async (consent) => {
    expect(await send({ consent })).toEqual([{ consent }]);
  });

  it('stores unset when the page sent no consent (a page without the banner)', async () => {
    expect(await send({})).toEqual([{ consent: 'unset' }]);
  });

  it('stores unset for a malformed consent, and keeps the lead', async () => {
    for (const consent of MALFORMED) expect(await send({ consent }), JSON.stringify(consent)).toEqual([{ consent: 'unset' }]);
  });
});

describe('the database', () => {
  it('refuses any other consent written around the functions', async () => {
    await expect(db.query(`insert into early_access_signups (email, consent) values ('direct@example.com', 'maybe')`)).rejects.toThrow(
      /early_access_signups_consent_check/,
    );
  });
});

describe('create-payment', () => {
  let server: PaymentsServer;
  beforeAll(async () => {
    server = await startPaymentsServer();
  });
  afterAll(() => server?.close());

  /** Starts a payment as the Pay button does (productId plus the lead context) and reads its row. */
  async function paymentConsent(context: Record<string, unknown>) {
    const { data, error } = await browserClient(server.url).functions.invoke('create-payment', {
      body: { productId: 'mansion', route: '/mansion', locale: 'en', ...context },
    });
    expect(error).toBeNull();
    const stored = await server.backend.db.query('select consent from payments where stripe_session_id = $1', [data?.sessionId]);
    return stored.rows;
  }

  it.each(['granted', 'denied'])('carries consent %s to the pending payment', async (consent) => {
    expect(await paymentConsent({ consent })).toEqual([{ consent }]);
  });

  it('records unset when the page sent none or a malformed one, and still starts the payment', async () => {
    expect(await paymentConsent({})).toEqual([{ consent: 'unset' }]);
    expect(await paymentConsent({ consent: 'accepted' })).toEqual([{ consent: 'unset' }]);
    expect(await paymentConsent({ consent: { granted: true } })).toEqual([{ consent: 'unset' }]);
  });
});
