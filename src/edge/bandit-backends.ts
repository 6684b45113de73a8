import * as z from 'zod/mini';
import type { BanditBackend, BanditExperiment, BanditState, RecordedWeights } from './bandit-weights.ts';

/**
 * The bandit's two SQL functions reached by name with named arguments: over Supabase's REST API
 * (the Worker, `npm run experiments` with SUPABASE_URL) or in SQL (the embedded backend, a
 * DATABASE_URL). Both answer jsonb, checked here, so a database from another version fails loudly.
 */

export type BanditFunction = 'bandit_state' | 'record_bandit_weights';
export type CallFunction = (fn: BanditFunction, args: Record<string, unknown>) => Promise<unknown>;

const weightsSchema = z.record(z.string(), z.number());
const recordedSchema = z.object({ at: z.string(), weights: weightsSchema });
const count = z.number().check(z.nonnegative());
const stateSchema = z.object({
  latest: z.nullable(recordedSchema),
  counts: z.nullable(z.array(z.object({ arm: z.string(), visitors: count, conversions: count }))),
});

const window = (experiment: BanditExperiment) => ({ p_from: experiment.start ?? null, p_to: experiment.end ?? null });

export function banditBackendOf(call: CallFunction): BanditBackend {
  return {
    async state(experiment, dueBefore): Promise<BanditState> {
      const answer = await call('bandit_state', {
        p_experiment: experiment.id,
        p_goal: experiment.goal,
        p_due_before: dueBefore.toISOString(),
        ...window(experiment),
      });
      return stateSchema.parse(answer);
    },
    async record(experiment, previous, at, weights, counts): Promise<RecordedWeights> {
      const answer = await call('record_bandit_weights', {
        p_experiment: experiment.id,
        p_previous: previous,
        p_at: at.toISOString(),
        p_weights: weights,
        p_counts: counts,
      });
      return recordedSchema.parse(answer);
    },
  };
}

/** Over PostgREST (Supabase's /rest/v1/rpc), with a key that may call them: the service role's. */
export function restBanditBackend(options: { url: string; key: string; fetch?: typeof fetch; timeoutMs?: number }): BanditBackend {
  const base = options.url.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return banditBackendOf(async (fn, args) => {
    const response = await send(`${base}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: options.key, authorization: `Bearer ${options.key}` },
      body: JSON.stringify(args),
      // Bounded: a slow database delays only the first view of an isolate, and by at most this.
      signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
    });
    if (!response.ok) throw new Error(`${fn} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response.json();
  });
}

/** The SQL for one call with named arguments, and its parameters (objects as JSON text for the jsonb ones). */
export function sqlCallOf(fn: BanditFunction, args: Record<string, unknown>): { sql: string; params: unknown[] } {
  const names = Object.keys(args);
  const params = names.map((name) => {
    const value = args[name];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  return { sql: `select public.${fn}(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')}) as answer`, params };
}
