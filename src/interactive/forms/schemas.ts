import * as z from 'zod/mini';
import {
  companyNameRule,
  countryCodeRule,
  countryRule,
  emailRule,
  landDetailsRule,
  locationRule,
  messageRule,
  nameRule,
  optionalPhoneRule,
  phoneRule,
} from './rules';

/** The founder application (dialog): the contract's founder fields, in the order the form shows them. */
export const founderFormSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
  countryCode: countryCodeRule,
  country: countryRule,
});

/** The partnership application (dialog). */
export const partnershipFormSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
  countryCode: countryCodeRule,
  companyName: companyNameRule,
  location: locationRule,
  landDetails: landDetailsRule,
});

/** The /thank-you form; the session id comes from the address, not from a field. */
export const membershipFormSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
  countryCode: countryCodeRule,
});

/**
 * The contact block. The phone is optional and typed whole, calling code included ("+34 612 345
 * 678", which the phone rule allows): a picker of 240 calling codes would weigh on every page
 * that carries the block, for a number the team only calls back on.
 */
export const contactFormSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: optionalPhoneRule,
  message: messageRule,
});
