import * as z from 'zod/mini';
import { companyNameRule, countryCodeRule, countryRule, emailRule, landDetailsRule, locationRule, nameRule, phoneRule } from './rules';

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
