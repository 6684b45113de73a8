import { lookup } from 'node:dns/promises';
import type { PGlite } from '@electric-sql/pglite';
import { type DrainOptions, type DrainReport, drainOutbox, type OutboxDb } from '../../../supabase/functions/drain-webhooks/drain.ts';
import { callRpc, type SqlTransactor } from '../database.ts';

/**
 * The embedded server's webhook drainer: the drain-webhooks function's code on a timer, and
 * woken at once when a lead's transaction commits (the outbox trigger's NOTIFY), so a local
 * receiver sees a lead within moments rather than at the next tick.
 */
export const allowLocalEnv = 'LANDFALL_WEBHOOKS_ALLOW_LOCAL';

/** LANDFALL_WEBHOOKS_ALLOW_LOCAL=1 (exactly): deliver to this machine and private networks too. */
export const allowLocalFromEnv = (env: Record<string, string | undefined>) => env[allowLocalEnv] === '1';

export const outboxDbOf = (db: SqlTransactor): OutboxDb => ({
  rpc: (fn, payload) => callRpc(db, fn, payload, { role: 'service_role', headers: {} }),
});

export async function resolveHost(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
}

export interface WebhookDrainer {
  /** Runs a drain now (or right after the one in progress) and settles when it is done. */
  drainNow(): Promise<DrainReport>;
  stop(): Promise<void>;
}

export interface WebhookDrainerOptions extends Partial<Omit<DrainOptions, 'resolveHost'>> {
  intervalMs?: number;
}

export function startWebhookDrainer(db: PGlite, options: WebhookDrainerOptions = {}): WebhookDrainer {
  const outbox = outboxDbOf(db);
  let running: Promise<DrainReport> | undefined;
  let queued: Promise<DrainReport> | undefined;
  let stopped = false;
  let lastError = '';

  const runOnce = async (): Promise<DrainReport> => {
    try {
      const report = await drainOutbox(outbox, { fetch: (input, init) => fetch(input, init), now: () => Date.now(), resolveHost, ...options });
      lastError = '';
      return report;
    } catch (error) {
      // Once per distinct problem, not every few seconds.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError && !stopped) console.error(`[landfall webhooks] drain failed: ${message}`);
      lastError = message;
      return { delivered: 0, failed: 0 };
    }
  };

  const drainNow = (): Promise<DrainReport> => {
    if (stopped) return Promise.resolve({ delivered: 0, failed: 0 });
    if (!running) {
      running = runOnce().finally(() => (running = undefined));
      return running;
    }
    // A lead written during a run may have been missed by its claim: one more run after it.
    queued ??= running.then(() => {
      queued = undefined;
      return drainNow();
    });
    return queued;
  };

  const timer = setInterval(() => void drainNow(), options.intervalMs ?? 5_000);
  timer.unref();
  const unlisten = db.listen('landfall_webhooks', () => void drainNow()).catch(() => undefined);

  return {
    drainNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await unlisten)?.().catch(() => {});
      await queued;
      await running;
    },
  };
}
