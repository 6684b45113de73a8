import { z } from 'zod';
import { testCheckoutSecret, type FunctionDeps } from './deps.ts';
import { json, preflight } from './http.ts';
import { verifySignature } from './stripe-signature.ts';

/**
 * stripe-webhook: the only way a payment becomes paid. Stripe posts events here; anything not
 * signed with the webhook secret within the last five minutes is refused before its body is read
 * as JSON. With STRIPE_WEBHOOK_SECRET set, that secret is the only one accepted; without any
 * Stripe setting, on the embedded server, the local test checkout's own secret is (it calls this
 * handler in-process with an event signed the way Stripe signs).
 */
const eventSchema = z.object({
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
});

type CheckoutSession = z.output<typeof checkoutSessionSchema>;

function actionFor(type: string, session: CheckoutSession): { fn: string; payload: Record<string, unknown> } | undefined {
  const paid = (type === 'checkout.session.completed' && session.payment_status === 'paid') || type === 'checkout.session.async_payment_succeeded';
  if (paid) {
    return {
      fn: 'mark_payment_paid',
      payload: {
        sessionId: session.id,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        ...(session.customer_details?.email ? { email: session.customer_details.email } : {}),
      },
    };
  }
  if (type === 'checkout.session.expired') return { fn: 'mark_payment_canceled', payload: { sessionId: session.id } };
  return undefined;
}

export async function stripeWebhook(request: Request, deps: FunctionDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const secret = deps.env('STRIPE_WEBHOOK_SECRET') || testCheckoutSecret(deps);
  if (!secret) {
    console.error('stripe-webhook: STRIPE_WEBHOOK_SECRET is not set');
    return json({ error: 'Webhook is not configured' }, 503);
  }
  const rawBody = await request.text();
  const signed = await verifySignature(rawBody, request.headers.get('stripe-signature'), secret, Math.floor(deps.now() / 1000));
  if (!signed) return json({ error: 'Invalid signature' }, 400);

  let data: unknown;
  try {
    data = JSON.parse(rawBody);
  } catch {
    return json({ error: 'Invalid payload' }, 400);
  }
  const event = eventSchema.safeParse(data);
  if (!event.success) return json({ error: 'Invalid payload' }, 400);
  if (!event.data.type.startsWith('checkout.session.')) return json({ received: true });
  const session = checkoutSessionSchema.safeParse(event.data.data.object);
  if (!session.success) return json({ error: 'Invalid payload' }, 400);

  const action = actionFor(event.data.type, session.data);
  if (action) {
    const result = await deps.rpc(action.fn, action.payload);
    // A database failure may pass: a 5xx makes Stripe retry.
    if (result.status >= 500) return json({ error: 'Could not record the event' }, 500);
    // Charged, but not what we priced: the row is now needs_review. Answering non-2xx keeps the
    // event failing in Stripe's dashboard, retried for three days and e-mailed to the account,
    // so a person hears of it; retries change nothing (see supabase/schemas/functions/mark_payment_paid.sql).
    if (result.status === 422) {
      console.error(`stripe-webhook: payment needs review`, result.body);
      return json({ error: 'Payment needs review', detail: result.body }, 422);
    }
    // Other refusals (a session that is not ours, a canceled one) will not change on a retry.
    if (result.status !== 200) console.warn(`stripe-webhook: ${action.fn} answered ${result.status}`, result.body);
  }
  return json({ received: true });
}
