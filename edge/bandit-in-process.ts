import { banditBackendOf, type CallFunction, sqlCallOf } from '../src/edge/bandit-backends.ts';
import { type BanditBackend, type BanditWeightsSource, banditWeightsSource } from '../src/edge/bandit-weights.ts';
import { resolveDataDir } from '../supabase/embedded/data-dir.ts';
import type { SqlTransactor } from '../supabase/embedded/database.ts';
import { startEmbeddedBackend } from '../supabase/embedded/embedded.ts';

/**
 * A bandit's weights in `npm start` and `npm run preview`: bandit_state and record_bandit_weights
 * called in this process as the service role, as the Worker calls them over HTTP.
 */
export function embeddedBanditBackend(db: SqlTransactor): BanditBackend {
  return banditBackendOf(serviceCall(db));
}

/** One of the bandit's functions called by name as the service role: what PostgREST does for a service key. */
export function serviceCall(db: SqlTransactor): CallFunction {
  return (fn, args) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'service_role' })]);
      const { sql, params } = sqlCallOf(fn, args);
      const { rows } = await tx.query<{ answer: unknown }>(sql, params);
      return rows[0]?.answer;
    });
}

/**
 * LANDFALL_BANDIT_CACHE_SECONDS: how long the server uses weights it read before asking the
 * database again (default 60; 0 asks on every new visitor, as the browser tests do).
 */
export function banditCacheMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LANDFALL_BANDIT_CACHE_SECONDS;
  if (raw === undefined || raw === '') return 60_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`LANDFALL_BANDIT_CACHE_SECONDS must be a number of seconds, 0 or more; it is "${raw}"`);
  return seconds * 1000;
}

// One per data folder for the server's life: the server makes a router per request.
const sources = new Map<string, BanditWeightsSource>();

/** The router's `weights` for `npm start` and `npm run preview`: from the embedded backend's database. */
export function embeddedBanditWeights(): BanditWeightsSource | undefined {
  const dataDir = resolveDataDir();
  // Unit tests that start a server only for pages never open a database (as embeddedCounter).
  if (process.env.VITEST && !globalThis.landfallEmbeddedBackends?.has(dataDir)) return undefined;
  let source = sources.get(dataDir);
  if (!source) {
    const backend = startEmbeddedBackend({ dataDir }).then(({ db }) => embeddedBanditBackend(db));
    source = banditWeightsSource({
      backend: {
        state: async (...args) => (await backend).state(...args),
        record: async (...args) => (await backend).record(...args),
      },
      cacheMs: banditCacheMs(),
      report: reportOnce,
    });
    sources.set(dataDir, source);
  }
  return source;
}

const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`[landfall router] ${message}; serving the file's weights`);
}
