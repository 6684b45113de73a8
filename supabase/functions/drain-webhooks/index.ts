// Supabase Edge Function entry (Deno), called by pg_cron through pg_net (docs/operators/security.md:
// "Webhooks for new leads"). The drainer itself is platform-neutral: ./drain.ts, also run by the embedded server.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { drainOutbox, type SendWebhook } from './drain.ts';

const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

async function resolveHost(hostname: string): Promise<string[]> {
  const answers = await Promise.all((['A', 'AAAA'] as const).map((type) => Deno.resolveDns(hostname, type).catch(() => [] as string[])));
  return answers.flat();
}

// Deno's fetch has no resolver hook (neither has Deno.createHttpClient), so on Supabase the POST
// looks the name up again after the check: a literal address is connected to exactly as checked,
// a name only as closely as two lookups a moment apart agree. The embedded Node server closes
// that gap (supabase/embedded/webhooks/pinned-post.ts).
const send: SendWebhook = async ({ url, headers, body, signal }) => {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers, body, signal });
  await response.body?.cancel().catch(() => {});
  return response.status;
};

/** This machine's addresses, where the runtime lets a function read them. */
function ownAddresses(): string[] {
  try {
    return Deno.networkInterfaces().map((entry) => entry.address);
  } catch {
    return [];
  }
}

const sameSecret = async (given: string, expected: string) => {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return a.every((byte, i) => byte === b[i]);
};

Deno.serve(async (request) => {
  // Only the scheduler may start a run: the anon key alone reaches every function.
  const expected = Deno.env.get('WEBHOOK_DRAIN_SECRET') ?? '';
  if (!expected) return Response.json({ error: 'WEBHOOK_DRAIN_SECRET is not set' }, { status: 503 });
  if (!(await sameSecret(request.headers.get('x-landfall-drain-secret') ?? '', expected))) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const report = await drainOutbox(
    {
      rpc: async (fn, payload) => {
        const { data, error, status } = await supabase.rpc(fn, payload);
        return { status, body: error ?? data };
      },
    },
    // LANDFALL_WEBHOOKS_ALLOW_LOCAL=1, as on the embedded server: deliver to loopback and private
    // networks too. For a local `supabase functions serve` only; npm run doctor refuses it for production.
    { send, now: () => Date.now(), resolveHost, ownAddresses, maxBatches: 5, allowLocal: Deno.env.get('LANDFALL_WEBHOOKS_ALLOW_LOCAL') === '1' },
  );
  return Response.json(report);
});
