/**
 * Supabase Edge Runtime (Deno) glue: the platform half of FunctionDeps. Deployment only; the
 * embedded Node server supplies the same dependencies in scripts/backend/embedded.ts.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import type { FunctionDeps, FunctionHandler } from '../_shared/deps.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

/** Same order as the database's request_ip(): Supabase sits behind Cloudflare. */
function clientIp(request: Request, info: Deno.ServeHandlerInfo): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const remote = info.remoteAddr.transport === 'tcp' ? info.remoteAddr.hostname : undefined;
  return request.headers.get('cf-connecting-ip') ?? forwarded ?? remote ?? 'unknown';
}

export function serveFunction(handler: FunctionHandler): void {
  Deno.serve((request, info) => {
    const ip = clientIp(request, info);
    // The service-role call carries the visitor's address, so rows it writes record who asked.
    const supabase = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'x-forwarded-for': ip } },
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
    };
    return handler(request, deps);
  });
}
