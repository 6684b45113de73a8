import { describe, expect, it } from 'vitest';
import { fieldMessages as m } from './messages';
import { founderFormSchema, membershipFormSchema, partnershipFormSchema } from './schemas';
import { validate } from './validate';

const founder = { name: "Ana María O'Neil", email: 'ana@example.com', phone: '+44 (20) 7946-0958', countryCode: '+44', country: 'GB' };
const partner = {
  name: 'Jean-Luc Picard',
  email: 'jl@example.com',
  phone: '555 123 4567',
  countryCode: '+1',
  companyName: '',
  location: '',
  landDetails: '12 hectares of beachfront land with road access.',
};

/** The message validate() reports for one field when only that field changes. */
function messageFor(field: string, value: unknown, base: Record<string, unknown> = partner) {
  const result = validate(partnershipFormSchema, { ...base, [field]: value });
  return result.ok ? undefined : result.fields[field];
}

describe('field rules (contract order, first failing rule only)', () => {
  it.each([
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['name', undefined, m.nameRequired],
    ['name', 42, m.nameRequired],
    ['name', 'a'.repeat(101), m.nameTooLong],
    ['name', `${'a'.repeat(100)}1`, m.nameTooLong],
    ['name', 'R2-D2', m.nameInvalid],
    ['name', '<b>Ana</b>', m.nameInvalid],
    ['email', '', m.emailInvalid],
    ['email', 'ana@example', m.emailInvalid],
    ['email', 'ana @example.com', m.emailInvalid],
    ['email', `${'a'.repeat(250)}@example.com`, m.emailTooLong],
    ['email', '<ana>@example.com', m.emailCharacters],
    ['phone', '', m.phoneInvalid],
    ['phone', '1'.repeat(21), m.phoneTooLong],
    ['phone', '123456', m.phoneInvalid],
    ['phone', '1234567890123456', m.phoneInvalid],
    ['phone', '555-CALL-NOW', m.phoneInvalid],
    ['phone', '12+3456789', m.phoneInvalid],
    ['countryCode', '', m.countryCodeRequired],
    ['countryCode', '44', m.countryCodeInvalid],
    ['countryCode', '+12345', m.countryCodeInvalid],
    ['companyName', 'c'.repeat(201), m.companyNameTooLong],
    ['companyName', 'Acme <script>alert(1)</script>', m.contentInvalid],
    ['companyName', 'JavaScript:void(0)', m.contentInvalid],
    ['location', 'l'.repeat(201), m.locationTooLong],
    ['location', 'Bali; DROP TABLE', m.locationInvalid],
    ['landDetails', 'too short', m.landDetailsTooShort],
    ['landDetails', '', m.landDetailsTooShort],
    ['landDetails', 'd'.repeat(2001), m.landDetailsTooLong],
    ['landDetails', 'See data:text/html,<b>plot</b>', m.contentInvalid],
    ['landDetails', 'Nice land < script >alert(1)', m.contentInvalid],
  ])('%s %j → "%s"', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it.each([
    ['name', "José O'Brien-Núñez Jr."],
    ['name', 'Zoë Ångström'],
    ['name', '山田 太郎'],
    ['name', 'a'.repeat(100)],
    ['email', 'ANA@Example.COM'],
    ['email', `${'a'.repeat(242)}@example.com`],
    ['phone', '+44 (20) 7946-0958'],
    ['phone', '1234567'],
    ['phone', '123456789012345'],
    ['countryCode', '+1'],
    ['countryCode', '+1684'],
    ['companyName', ''],
    ['companyName', 'Acme & Söhne GmbH'],
    ['location', ''],
    ['location', 'Sumba, Indonesia 87'],
    ['location', 'São Paulo'],
    ['landDetails', '0123456789'],
    ['landDetails', 'd'.repeat(2000)],
  ])('%s %j is valid', (field, value) => {
    expect(messageFor(field, value)).toBeUndefined();
  });

  it('counts code points, not UTF-16 units', () => {
    // 100 astral letters are 200 UTF-16 units but 100 characters.
    expect(messageFor('name', '𝒜'.repeat(100))).toBeUndefined();
    expect(messageFor('name', '𝒜'.repeat(101))).toBe(m.nameTooLong);
  });

  it('checks characters on the NFC form (a decomposed accent is still a letter)', () => {
    expect(messageFor('name', 'Jose\u0301')).toBeUndefined();
    expect(messageFor('location', 'Sa\u0303o Paulo')).toBeUndefined();
  });
});

describe('validate()', () => {
  it('returns the trimmed values, email lowercased, nothing else rewritten', () => {
    const ok = validate(founderFormSchema, { ...founder, name: "  Ana María O'Neil ", email: ' Ana@Example.COM ', extra: 'x' });
    expect(ok).toEqual({ ok: true, data: { ...founder, name: "Ana María O'Neil", email: 'ana@example.com' } });
    // A curly apostrophe is not in the allowed set: nothing is stripped or replaced to make it pass.
    expect(validate(founderFormSchema, { ...founder, name: 'Ana O’Neil' })).toEqual({ ok: false, fields: { name: m.nameInvalid } });
  });

  it('reports one message per failing field, keyed by the contract field names', () => {
    const result = validate(founderFormSchema, {});
    expect(result).toEqual({
      ok: false,
      fields: { name: m.nameRequired, email: m.emailInvalid, phone: m.phoneInvalid, countryCode: m.countryCodeRequired },
    });
  });

  it('never fails on the founder country metadata', () => {
    expect(validate(founderFormSchema, { ...founder, country: 'not a code' }).ok).toBe(true);
    expect(validate(founderFormSchema, { ...founder, country: undefined })).toEqual({ ok: true, data: { ...founder, country: '' } });
  });

  it('accepts a partnership without the optional company and location', () => {
    expect(validate(partnershipFormSchema, { ...partner, companyName: undefined, location: undefined })).toEqual({
      ok: true,
      data: { ...partner, companyName: '', location: '' },
    });
  });

  it('checks the membership form (the /thank-you page) with the same rules', () => {
    const { name, email, phone, countryCode } = founder;
    expect(validate(membershipFormSchema, { name, email, phone, countryCode }).ok).toBe(true);
    expect(validate(membershipFormSchema, { name, email: 'nope', phone, countryCode })).toEqual({
      ok: false,
      fields: { email: m.emailInvalid },
    });
  });
});
