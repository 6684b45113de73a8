import { lookup } from 'node:dns/promises';
import type { PGlite } from '@electric-sql/pglite';
import { type DrainOptions, type DrainReport, type OutboxDb, outboxDrainer } from '../../functions/drain-webhooks/drain.ts';
import { callRpc, type SqlTransactor } from '../database.ts';
import { interfaceAddresses, postToCheckedAddress } from './pinned-post.ts';

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

/** How Node delivers: this machine's DNS, once per delivery, and a POST to the checked address. */
export const nodeDelivery = {
  send: postToCheckedAddress,
  now: () => Date.now(),
  resolveHost,
  ownAddresses: interfaceAddresses,
} satisfies DrainOptions;

export interface WebhookDrainer {
  /** Runs a drain now, beside any in progress, and settles when it and every earlier one are done. */
  drainNow(): Promise<DrainReport>;
  stop(): Promise<void>;
}

export interface WebhookDrainerOptions extends Partial<DrainOptions> {
  intervalMs?: number;
}

export function startWebhookDrainer(db: PGlite, options: WebhookDrainerOptions = {}): WebhookDrainer {
  const drainer = outboxDrainer(outboxDbOf(db), { ...nodeDelivery, ...options });
  const runs = new Set<Promise<DrainReport>>();
  let stopped = false;
  let lastError = '';

  const runOnce = async (): Promise<DrainReport> => {
    try {
      const report = await drainer.drain();
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

  // Every wake-up claims at once, even while earlier runs still wait on a slow receiver: the runs
  // share the endpoint lanes, and the claim's lease keeps two runs from sending the same row.
  const drainNow = (): Promise<DrainReport> => {
    if (stopped) return Promise.resolve({ delivered: 0, failed: 0 });
    const earlier = [...runs];
    const run = runOnce();
    runs.add(run);
    void run.finally(() => runs.delete(run));
    // Settles once everything due when it was called has been tried, by this run or an earlier one.
    return Promise.all([run, ...earlier]).then(([report]) => report);
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
      await Promise.all(runs);
    },
  };
}
