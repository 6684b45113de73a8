/**
 * Supabase Edge Runtime (Deno) glue: the platform half of FunctionDeps. Deployment only; the
 * embedded Node server supplies the same dependencies in supabase/embedded/embedded.ts.
 */
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { FunctionDeps, FunctionHandler } from '../_shared/deps.ts';
import { MAX_FILE_BYTES } from '../_shared/file-rule.generated.ts';
import { LEAD_FILES_BUCKET } from '../_shared/lead-files.ts';
import { readUpTo } from '../_shared/read-up-to.ts';
import { clientIpFrom, clientIpSourceFrom, defaultClientIpSource, serviceClientIpHeader } from '../_shared/client-ip.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

/**
 * Which header names the visitor: cf-connecting-ip by default (hosted Supabase, behind
 * Cloudflare), as the database's client_ip_source row says; CLIENT_IP_HEADER / CLIENT_IP_HOP
 * when the functions run behind another proxy. Keep the two in step. A bad setting stops here.
 */
const clientIpSource =
  clientIpSourceFrom(Deno.env.get('CLIENT_IP_HEADER'), Deno.env.get('CLIENT_IP_HOP'), { header: 'CLIENT_IP_HEADER', hop: 'CLIENT_IP_HOP' }) ??
  defaultClientIpSource;

export function serveFunction(handler: FunctionHandler): void {
  Deno.serve((request) => {
    const ip = clientIpFrom(request.headers, clientIpSource);
    // The service-role call names the visitor in the one header the database trusts from that
    // role only, so rate limits and the rows it writes count who asked, not this function.
    const supabase = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { [serviceClientIpHeader]: ip } },
    });
    const deps: FunctionDeps = {
      rpc: async (fn, payload) => {
        const { data, error, status } = await supabase.rpc(fn, payload);
        return { status, body: error ?? data };
      },
      readPayment: async (sessionId) => {
        const { data, error } = await supabase
          .from('payments')
          .select('product_id, amount, currency, status, route')
          .eq('stripe_session_id', sessionId)
          .maybeSingle();
        if (error) throw new Error(error.message);
        return data ?? undefined;
      },
      env: (name) => Deno.env.get(name),
      fetch: (input, init) => fetch(input, init),
      clientIp: ip,
      now: () => Date.now(),
      // The service role writes past the bucket's policies, which let no visitor write at all.
      storage: {
        put: async (path, body, contentType) => {
          // Read to its end first (at most 10 MB, checked as it passes), so Storage never receives
          // a file the rule refused part-way; each invocation has its own memory on Supabase.
          // The stream stops past the limit with the rule's own error, which reading rethrows.
          const bytes = await readUpTo(body, MAX_FILE_BYTES);
          if (!bytes) throw new Error('lead-files: the checked upload passed the limit');
          const { error } = await supabase.storage.from(LEAD_FILES_BUCKET).upload(path, bytes, { contentType, upsert: false });
          if (error) throw new Error(error.message);
        },
        remove: async (path) => {
          const { error } = await supabase.storage.from(LEAD_FILES_BUCKET).remove([path]);
          if (error) throw new Error(error.message);
        },
      },
    };
    return handler(request, deps);
  });
}
