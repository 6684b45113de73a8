// Supabase Edge Function entry (Deno). The handler is platform-neutral; see ../_shared/test-checkout.ts.
import { serveFunction } from '../_deno/serve.ts';
import { testCheckout } from '../_shared/test-checkout.ts';

serveFunction(testCheckout);
