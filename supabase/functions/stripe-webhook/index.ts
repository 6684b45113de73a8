// Supabase Edge Function entry (Deno). The handler is platform-neutral; see ../_shared/stripe-webhook.ts.
import { serveFunction } from '../_deno/serve.ts';
import { stripeWebhook } from '../_shared/stripe-webhook.ts';

serveFunction(stripeWebhook);
