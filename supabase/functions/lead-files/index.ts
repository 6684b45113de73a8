// Supabase Edge Function entry (Deno). The handler is platform-neutral; see ../_shared/lead-files.ts.
import { serveFunction } from '../_deno/serve.ts';
import { leadFiles } from '../_shared/lead-files.ts';

serveFunction(leadFiles);
