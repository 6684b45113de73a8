import * as z from 'zod/mini';
import { day, form, maybe, type ServiceRpcEntry, text } from './rpc-entry';

/**
 * The service's RPCs: called with the service key by the edge functions (supabase/functions/) and
 * the command line, never from a browser, and never served over HTTP by the embedded server,
 * whose functions call them in process. Part of the contract (rpcs.ts) for the permission tests
 * and the docs table.
 */
export const serviceRpcs = {
  consume_rate_limit: {
    caller: 'service',
    input: z.object({ endpoint: text, identifier: text }),
    does: 'Counts one request of an edge function against its rate_limit_rules row.',
  },
  record_pending_payment: {
    caller: 'service',
    input: form({ sessionId: text, productId: text, amount: z.number(), currency: text, plot: z.optional(z.number()) }),
    does: 'Records a checkout as pending (create-payment); holds its plot, if any.',
  },
  mark_payment_paid: {
    caller: 'service',
    input: z.object({ sessionId: text, amountTotal: z.nullable(z.number()), currency: z.nullable(text), email: maybe }),
    does: "Marks a payment paid on Stripe's word (stripe-webhook).",
  },
  mark_payment_canceled: { caller: 'service', input: z.object({ sessionId: text }), does: 'Marks an expired checkout canceled (stripe-webhook).' },
  record_lead_file: {
    caller: 'service',
    input: z.object({ path: text, name: text, contentType: text, size: z.number() }),
    does: 'Records an uploaded lead document (lead-files).',
  },
  claim_webhook_deliveries: { caller: 'service', input: z.object({ limit: z.number() }), does: 'Claims the lead webhooks due for delivery (drain-webhooks).' },
  mark_webhook_delivered: {
    caller: 'service',
    input: z.object({ id: z.union([z.number(), text]), status: z.number() }),
    does: 'Marks a webhook delivery done.',
  },
  mark_webhook_failed: {
    caller: 'service',
    input: z.object({ id: z.union([z.number(), text]), status: z.nullable(z.number()), error: maybe }),
    does: 'Marks a webhook delivery failed, to be tried again later or given up.',
  },
  add_webhook_endpoint: { caller: 'service', input: z.object({ url: text }), does: 'Adds a webhook endpoint (npm run webhooks).' },
  experiment_arm_counts: {
    caller: 'service',
    input: z.object({ p_experiment: text, p_goal: text, p_from: z.nullable(day), p_to: z.nullable(day) }),
    does: 'Views and conversions per arm, for the experiments command line (named arguments).',
  },
  experiment_arm_amounts: {
    caller: 'service',
    input: z.object({ p_experiment: text, p_from: z.nullable(day), p_to: z.nullable(day) }),
    does: 'Paid payments per arm and currency (count, sum, sum of squares), for the paid-amount goal (named arguments).',
  },
  // The edge router's (src/edge/bandit-weights.ts), with named arguments: an id, a goal and three dates.
  bandit_state: {
    caller: 'service',
    input: z.object({
      p_experiment: text,
      p_goal: text,
      p_due_before: z.nullable(text),
      p_from: z.optional(z.nullable(day)),
      p_to: z.optional(z.nullable(day)),
    }),
    does: "A bandit's newest weights and, when new ones are due, the arms' counts to work them out from (named arguments).",
  },
  // At most 20 arms' weights and counts: a few kilobytes.
  record_bandit_weights: {
    caller: 'service',
    input: z.object({
      p_experiment: text,
      p_previous: z.nullable(text),
      p_at: text,
      p_weights: z.record(z.string(), z.number()),
      p_counts: z.array(z.object({ arm: text, visitors: z.number(), conversions: z.number() })),
    }),
    does: "Records a bandit's new weights unless another router recorded first; answers the newest (named arguments).",
  },
} satisfies Record<string, ServiceRpcEntry>;
