import * as z from 'zod/mini';
import { fieldMessages as m } from './messages';

/**
 * One zod/mini schema per form field, written from the contract's field rules, which the
 * server's SQL checks were written from too. zod/mini keeps the dialog chunk small; full zod
 * must never reach the browser (scripts/check-budget.ts).
 *
 * Every value is trimmed first (email also lowercased); a missing or non-string value counts as
 * "". Rules run in the contract's order and the first failing one aborts the rest, so a field
 * reports one message. Lengths count code points; character checks run on the NFC form.
 */
type Rule = [passes: (value: string) => boolean, message: string];

const length = (value: string) => [...value].length;
const scriptLike = /<\s*script|javascript:|data:/i;
// Letters with their combining marks (राम, pointed Hebrew), never digits of any script.
const nameCharacters = /^[\p{L}\p{M} .'-]+$/u;
const locationCharacters = /^[\p{L}\p{M}\p{Nd}\p{Nl} ,.-]+$/u;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneCharacters = /^\+?[0-9 ()-]+$/;

function trimmed(lowercase = false) {
  return z.transform((value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return lowercase ? text.toLowerCase() : text;
  });
}

function field(rules: Rule[], { lowercase = false, optional = false } = {}) {
  // An optional field left empty passes every rule (the server stores NULL).
  const checks = rules.map(([passes, message]) => z.refine<string>((value) => (optional && value === '') || passes(value), { message, abort: true }));
  return z.pipe(trimmed(lowercase), z.string().check(...checks));
}

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const nameRule = field([
  [(v) => v !== '', m.nameRequired],
  [(v) => length(v) <= 100, m.nameTooLong],
  [(v) => nameCharacters.test(v.normalize('NFC')), m.nameInvalid],
]);

export const emailRule = field(
  [
    [(v) => emailShape.test(v), m.emailInvalid],
    [(v) => length(v) <= 254, m.emailTooLong],
    [(v) => !/[<>]/.test(v), m.emailCharacters],
  ],
  { lowercase: true },
);

/** The number part, without the country code: 7–15 digits, at most 20 characters. */
const phoneRules: Rule[] = [
  [(v) => length(v) <= 20, m.phoneTooLong],
  [(v) => phoneCharacters.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15, m.phoneInvalid],
];
export const phoneRule = field(phoneRules);
/** The contact form's phone: the same rule, and it may be left empty (the server stores NULL). */
export const optionalPhoneRule = field(phoneRules, { optional: true });

export const countryCodeRule = field([
  [(v) => v !== '', m.countryCodeRequired],
  [(v) => /^\+[0-9]{1,4}$/.test(v), m.countryCodeInvalid],
]);

export const companyNameRule = field(
  [
    [(v) => length(v) <= 200, m.companyNameTooLong],
    [(v) => !scriptLike.test(v), m.contentInvalid],
  ],
  { optional: true },
);

export const locationRule = field(
  [
    [(v) => length(v) <= 200, m.locationTooLong],
    [(v) => locationCharacters.test(v.normalize('NFC')), m.locationInvalid],
  ],
  { optional: true },
);

export const landDetailsRule = field([
  [(v) => length(v) >= 10, m.landDetailsTooShort],
  [(v) => length(v) <= 2000, m.landDetailsTooLong],
  [(v) => !scriptLike.test(v), m.contentInvalid],
]);

/** The contact form's message (the spec's message rule): required, at most 5,000 characters. */
export const messageRule = field([
  [(v) => v !== '', m.messageRequired],
  [(v) => length(v) <= 5000, m.messageTooLong],
]);

/** Founder metadata: the ISO code of the picked calling-code entry; never an error (the server keeps only ^[A-Z]{2}$). */
export const countryRule = z.pipe(trimmed(), z.string());
