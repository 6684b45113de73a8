import * as z from 'zod/mini';
import { leadKinds } from './lead-kinds';

/**
 * What the marketers' reads answer, where the studio had only its own word for it: the studio
 * parses each answer with these (rpcs.ts names them as the RPCs' outputs), so a changed function
 * shows as a parse error, never as a screen reading fields that are not there.
 */
export { leadKinds };

const maybe = z.nullable(z.string());

export const meSchema = z.object({ user_id: z.string(), email: z.string(), marketer: z.boolean() });

export const leadSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.string(),
  created_at: z.string(),
  name: maybe,
  email: maybe,
  phone: maybe,
  country: maybe,
  route: maybe,
  locale: maybe,
  utm_source: maybe,
  utm_medium: maybe,
  utm_campaign: maybe,
  utm_term: maybe,
  utm_content: maybe,
  referrer: maybe,
  experiment: maybe,
  arm: maybe,
  consent: maybe,
  payment_status: maybe,
  amount: z.nullable(z.number()),
  currency: maybe,
  product_id: maybe,
  details: z.nullable(z.record(z.string(), z.unknown())),
});

export const leadsAnswerSchema = z.object({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  rows: z.array(leadSchema),
  counts: z.record(z.enum(leadKinds), z.number()),
});

export const leadFiltersSchema = z.object({
  routes: z.array(z.string()),
  locales: z.array(z.string()),
  utm_sources: z.array(z.string()),
  utm_mediums: z.array(z.string()),
  utm_campaigns: z.array(z.string()),
  experiments: z.array(z.object({ experiment: z.string(), arm: z.string() })),
  payment_statuses: z.array(z.string()),
});

export const leadFilesSchema = z.array(
  z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.number(), path: z.string(), created_at: z.string() }),
);

/** The weights a bandit experiment recorded (studio_bandit_history), oldest first. */
export const banditHistorySchema = z.array(
  z.object({
    at: z.string(),
    weights: z.record(z.string(), z.number()),
    counts: z.array(z.object({ arm: z.string(), visitors: z.number(), conversions: z.number() })),
  }),
);

/**
 * What the paid payments of an experiment took in per arm and currency (studio_experiment_amounts),
 * in the smallest currency unit: amount and amountSquares give the mean and spread per visitor.
 */
export const experimentAmountsSchema = z.array(
  z.object({ arm: z.string(), currency: z.string(), payers: z.number(), amount: z.number(), amountSquares: z.number() }),
);
