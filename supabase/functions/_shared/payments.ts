import { z } from 'zod';
import type { FunctionDeps } from './deps.ts';

/** The database calls the payment functions make, in one place. */

/** create_payment's rule from rate_limit_rules, keyed by the caller's address. */
export async function allowCreatePayment(deps: FunctionDeps): Promise<'allowed' | 'refused' | 'failed'> {
  const result = await deps.rpc('consume_rate_limit', { endpoint: 'create_payment', identifier: deps.clientIp });
  if (result.status === 200) return 'allowed';
  if (result.status === 429) return 'refused';
  console.error(`consume_rate_limit answered ${result.status}`, result.body);
  return 'failed';
}

/** The database's answer when another payment holds or bought the plot (supabase/schemas/functions/record_pending_payment.sql). */
const plotTakenSchema = z.object({ code: z.literal('LF409'), details: z.literal('{"plot": "Plot taken"}') });

/** Records a checkout as pending; with a plot, also holds the plot, unless another payment has it. */
export async function recordPendingPayment(deps: FunctionDeps, payment: Record<string, unknown>): Promise<'recorded' | 'plot-taken' | 'failed'> {
  const result = await deps.rpc('record_pending_payment', payment);
  if (result.status === 200) return 'recorded';
  if (result.status === 409 && plotTakenSchema.safeParse(result.body).success) return 'plot-taken';
  console.error(`create-payment: record_pending_payment answered ${result.status}`, result.body);
  return 'failed';
}

/** A payment's states: the source of payments.status's check (tests/unit/backend/shared-lists.test.ts). */
export const paymentStatuses = ['pending', 'paid', 'completed', 'canceled', 'needs_review'] as const;

const paymentRowSchema = z.object({
  product_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  route: z.string().nullable(),
});

export interface PaymentView {
  productId: string;
  amount: number;
  currency: string;
  status: z.output<typeof paymentRowSchema>['status'];
  route: string | null;
}

/** The recorded payment for a checkout session; undefined when there is none. */
export async function findPayment(deps: FunctionDeps, sessionId: string): Promise<PaymentView | undefined | 'failed'> {
  let row: unknown;
  try {
    row = await deps.readPayment(sessionId);
  } catch (error) {
    console.error('reading the payment failed', error);
    return 'failed';
  }
  if (row === undefined || row === null) return undefined;
  const parsed = paymentRowSchema.safeParse(row);
  if (!parsed.success) {
    console.error('unexpected payment row', parsed.error.issues);
    return 'failed';
  }
  const { product_id, amount, currency, status, route } = parsed.data;
  return { productId: product_id, amount, currency, status, route };
}
