// Supabase Edge Function entry (Deno). The handler is platform-neutral; see ../_shared/create-payment.ts.
import { serveFunction } from '../_deno/serve.ts';
import { createPayment } from '../_shared/create-payment.ts';

serveFunction(createPayment);
