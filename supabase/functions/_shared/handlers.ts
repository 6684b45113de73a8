import { createPayment } from './create-payment.ts';
import type { FunctionHandler } from './deps.ts';
import { leadFiles } from './lead-files.ts';
import { stripeWebhook } from './stripe-webhook.ts';
import { testCheckout } from './test-checkout.ts';

/** Every deployable function, by the name it is deployed and called under (/functions/v1/<name>). */
export const functionHandlers: Record<string, FunctionHandler> = {
  'create-payment': createPayment,
  'stripe-webhook': stripeWebhook,
  'lead-files': leadFiles,
};

/**
 * Served only by the embedded Node server, and only while no Stripe setting exists: it has no
 * Deno entry under supabase/functions/, so `supabase functions deploy` cannot ship it.
 */
export const localTestHandlers: Record<string, FunctionHandler> = {
  'test-checkout': testCheckout,
};
