import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contactFormSchema, founderFormSchema, membershipFormSchema, partnershipFormSchema } from '../interactive/forms/schemas';
import { leadContextKeys, type RpcName, rpcs } from './rpcs';

const keysOf = (schema: z.ZodMiniType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return Object.keys(typeof json.properties === 'object' ? json.properties : {}).sort();
};

/**
 * The forms check their fields in the browser (src/interactive/forms/schemas.ts) before the
 * contract's RPC takes them: the two name the same fields, or a form would send what its function
 * ignores, or miss what it needs.
 */
describe("the contract's form RPCs", () => {
  it.each<[RpcName, z.ZodMiniType, string[]]>([
    ['submit_founder_application', founderFormSchema, []],
    ['submit_partnership_application', partnershipFormSchema, ['fileIds']], // the documents' ids, sent beside the fields
    ['complete_membership', membershipFormSchema, ['sessionId']], // from the thank-you page's address
    ['submit_contact', contactFormSchema, []],
  ])("%s takes its form's fields, with the lead context", (name, form, extra) => {
    const taken = keysOf(rpcs[name].input);
    expect(taken.filter((key) => !leadContextKeys.includes(key))).toEqual([...keysOf(form), ...extra].sort());
    expect(taken).toEqual(expect.arrayContaining([...leadContextKeys]));
  });

  it('takes what a page sends: a founder application with its lead context passes the input schema', () => {
    const sent = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '7946 0958',
      countryCode: '+44',
      country: 'GB',
      route: '/mansion',
      locale: 'en',
      utm: { utm_source: 'newsletter' },
      referrer: '',
      consent: 'unset',
    };
    expect(rpcs.submit_founder_application.input.safeParse(sent).success).toBe(true);
    expect(rpcs.submit_founder_application.input.safeParse({ ...sent, name: 3 }).success).toBe(false);
  });
});
