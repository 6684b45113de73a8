import { defineBlock } from '../../engine/define-block';
import { EarlyAccess } from './early-access';
import { earlyAccessSchema } from './schema';

export const block = defineBlock({
  type: 'early-access',
  schema: earlyAccessSchema,
  Component: EarlyAccess,
  description:
    "Early-access sign-up: one email field stored as a lead (route, locale, UTM, referrer), checked with the founder form's email rule, rate-limited on the server",
});
