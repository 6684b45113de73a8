import { createPayment } from './create-payment.ts';
import type { FunctionHandler } from './deps.ts';
import { stripeWebhook } from './stripe-webhook.ts';
import { testCheckout } from './test-checkout.ts';

/** Every function, by the name it is deployed and called under (/functions/v1/<name>). */
export const functionHandlers: Record<string, FunctionHandler> = {
  'create-payment': createPayment,
  'stripe-webhook': stripeWebhook,
  'test-checkout': testCheckout,
};
