import type { SqlDatabase } from './sql-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, createdId, fieldErrors, founder, freshDatabase, membership, partnership } from './sql-harness';

/**
 * Every field rule, as the server answers it: the first failing rule's exact message for the
 * field, or no message at all. The browser shows these texts under the inputs.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

type Case = [value: unknown, message: string | undefined];

async function messageFor(fn: string, base: Record<string, unknown>, field: string, value: unknown) {
  const result = await asAnon(db, fn, { ...base, [field]: value });
  if (result.status === 200) return undefined;
  return fieldErrors(result)[field];
}

const rules: Record<string, { fn: string; base: Record<string, unknown>; cases: Case[] }> = {
  name: {
    fn: 'submit_founder_application',
    base: founder,
    cases: [
      ['', 'Name is required'],
      ['   ', 'Name is required'],
      [undefined, 'Name is required'],
      [42, 'Name is required'],
      ['a'.repeat(100), undefined],
      ['a'.repeat(101), 'Name too long'],
      [`${'a'.repeat(101)}3`, 'Name too long'],
      ['Ł'.repeat(100), undefined],
      // Lengths count code points: 100 CJK letters outside the BMP are 200 UTF-16 units.
      ['𠀀'.repeat(100), undefined],
      ['𠀀'.repeat(101), 'Name too long'],
      ['Ana3', 'Name contains invalid characters'],
      ['Ana_Bel', 'Name contains invalid characters'],
      ['<b>Ana</b>', 'Name contains invalid characters'],
      ['Ana 😀', 'Name contains invalid characters'],
      ['Mary-Jane St. John', undefined],
      ['Παναγιώτης', undefined],
      ['Андрей', undefined],
    ],
  },
  email: {
    fn: 'submit_founder_application',
    base: founder,
    cases: [
      ['', 'Invalid email format'],
      ['plainaddress', 'Invalid email format'],
      ['a@b', 'Invalid email format'],
      ['a b@c.de', 'Invalid email format'],
      ['a\u00a0b@c.de', 'Invalid email format'],
      ['a@@c.de', 'Invalid email format'],
      ['a@b.c', undefined],
      ['First.Last+tag@Sub.Example.COM', undefined],
      [`${'a'.repeat(245)}@example.com`, 'Email too long'],
      [`${'a'.repeat(242)}@example.com`, undefined],
      ['<a>@x.io', 'Invalid characters'],
      ['a@x.io>', 'Invalid characters'],
    ],
  },
  phone: {
    fn: 'submit_founder_application',
    base: founder,
    cases: [
      ['', 'Invalid phone format'],
      ['+44 (20) 7946-0958', undefined],
      ['1234567', undefined],
      ['123456', 'Invalid phone format'],
      ['123456789012345', undefined],
      ['1234567890123456', 'Invalid phone format'],
      ['1 2 3 4 5 6 7 8 9 0 1', 'Phone number too long'],
      ['+1 555 0100 ext 12', 'Invalid phone format'],
      ['++44 7946 0958', 'Invalid phone format'],
      ['12.34.56.78', 'Invalid phone format'],
      ['٠١٢٣٤٥٦٧', 'Invalid phone format'],
      ['(((((((())))))))', 'Invalid phone format'],
    ],
  },
  countryCode: {
    fn: 'submit_founder_application',
    base: founder,
    cases: [
      ['', 'Select a country code'],
      [null, 'Select a country code'],
      ['44', 'Invalid country code format'],
      ['+12345', 'Invalid country code format'],
      ['+1-684', 'Invalid country code format'],
      ['+1', undefined],
      ['+1684', undefined],
    ],
  },
  companyName: {
    fn: 'submit_partnership_application',
    base: partnership,
    cases: [
      ['', undefined],
      ['x'.repeat(200), undefined],
      ['x'.repeat(201), 'Company name too long'],
      ['<script>alert(1)</script>', 'Invalid content'],
      ['< \tSCRIPT src=x>', 'Invalid content'],
      ['JavaScript:void(0)', 'Invalid content'],
      ['DATA:text/html,hi', 'Invalid content'],
      ["O'Reilly & Sons <Ltd>", undefined],
    ],
  },
  location: {
    fn: 'submit_partnership_application',
    base: partnership,
    cases: [
      ['', undefined],
      ['São Paulo, SP 01000-000', undefined],
      ['x'.repeat(201), 'Location too long'],
      ['Bali; Indonesia', 'Location contains invalid characters'],
      ["L'Aquila", 'Location contains invalid characters'],
      ['<b>Ubud</b>', 'Location contains invalid characters'],
    ],
  },
  landDetails: {
    fn: 'submit_partnership_application',
    base: partnership,
    cases: [
      ['', 'Please provide more details about your land'],
      ['123456789', 'Please provide more details about your land'],
      ['   123456789   ', 'Please provide more details about your land'],
      ['1234567890', undefined],
      ['x'.repeat(2000), undefined],
      ['x'.repeat(2001), 'Land details too long'],
      ['Beautiful land <script src=x></script>', 'Invalid content'],
      ['See data:image/png;base64,AAAA', 'Invalid content'],
    ],
  },
};

describe.each(Object.entries(rules))('%s', (field, { fn, base, cases }) => {
  it.each(cases)(`%j → %s`, async (value, message) => {
    expect(await messageFor(fn, base, field, value)).toBe(message);
  });
});

describe('rules shared by the thank-you form', () => {
  it('refuses invalid membership details with the same messages, before looking at the session', async () => {
    const result = await asAnon(db, 'complete_membership', {
      sessionId: 'cs_unknown',
      name: 'R2-D2',
      email: 'r2@',
      phone: '12',
      countryCode: '44',
    });
    expect(fieldErrors(result)).toEqual({
      name: 'Name contains invalid characters',
      email: 'Invalid email format',
      phone: 'Invalid phone format',
      countryCode: 'Invalid country code format',
    });
  });

  it('accepts the membership fixture as far as the rules go (the unknown session is what refuses it)', async () => {
    const result = await asAnon(db, 'complete_membership', { ...membership, sessionId: 'cs_unknown' });
    expect(result.status).toBe(409);
  });

  it('stores what passed the rules exactly, angle brackets in a company name included', async () => {
    const id = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, companyName: "O'Reilly & Sons <Ltd>" }));
    const stored = await db.query<{ company_name: string }>('select company_name from partnership_applications where id = $1', [id]);
    expect(stored.rows[0]?.company_name).toBe("O'Reilly & Sons <Ltd>");
  });
});
