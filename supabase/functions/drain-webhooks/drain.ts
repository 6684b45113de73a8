/**
 * The outbox drainer, the same code in the drain-webhooks Edge Function (Deno) and the embedded
 * Node server: claim due rows, POST each signed, mark it delivered (2xx) or failed (anything
 * else, a network error, a timeout, a refused address); the database schedules the retry.
 */
import { z } from 'zod';
import { type ResolveHost, refusedAddress } from './address.ts';
import { signatureHeader, signWebhook } from './sign.ts';

/** The service-role calls, answered as PostgREST would (FunctionDeps.rpc has this shape). */
export interface OutboxDb {
  rpc(fn: string, payload: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
}

export interface DrainOptions {
  fetch: typeof fetch;
  /** Milliseconds since the epoch, for the signature's timestamp. */
  now(): number;
  resolveHost: ResolveHost;
  /** Deliver to this machine and private networks too: local development and tests only. */
  allowLocal?: boolean;
  batchSize?: number;
  /** Stop after this many batches even if more rows are due (an Edge Function has a time limit). */
  maxBatches?: number;
  timeoutMs?: number;
}

export interface DrainReport {
  delivered: number;
  failed: number;
}

const claimedRows = z.array(
  z.object({
    id: z.number().int(),
    url: z.string(),
    secret: z.string(),
    event: z.string(),
    created_at: z.string(),
    payload: z.record(z.string(), z.unknown()),
  }),
);
type Claimed = z.output<typeof claimedRows>[number];

type Outcome = { delivered: true; status: number } | { delivered: false; status: number | null; error: string };

async function call(db: OutboxDb, fn: string, payload: Record<string, unknown>): Promise<unknown> {
  const result = await db.rpc(fn, payload);
  if (result.status !== 200) throw new Error(`${fn} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

function networkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `Timed out after ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? String(cause.code) : undefined;
  return `Network error: ${code ?? (error instanceof Error ? error.message : String(error))}`;
}

async function deliver(row: Claimed, options: DrainOptions): Promise<Outcome> {
  const refused = options.allowLocal ? undefined : await refusedAddress(row.url, options.resolveHost);
  if (refused) return { delivered: false, status: null, error: refused };
  // The delivery id is the same on every retry: receivers deduplicate with it.
  const body = JSON.stringify({ event: row.event, delivery: String(row.id), created_at: row.created_at, lead: row.payload });
  const timeoutMs = options.timeoutMs ?? 10_000;
  try {
    const response = await options.fetch(row.url, {
      method: 'POST',
      // A redirect is an answer, not a success: following it could lead to a private address.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Landfall-Webhooks/1',
        'Landfall-Delivery': String(row.id),
        [signatureHeader]: await signWebhook(body, row.secret, Math.floor(options.now() / 1000)),
      },
      body,
    });
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return { delivered: true, status: response.status };
    return { delivered: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { delivered: false, status: null, error: networkError(error, timeoutMs) };
  }
}

/** Delivers what is due now, batch by batch, each batch's requests side by side. */
export async function drainOutbox(db: OutboxDb, options: DrainOptions): Promise<DrainReport> {
  const report: DrainReport = { delivered: 0, failed: 0 };
  const batchSize = options.batchSize ?? 20;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const rows = claimedRows.parse(await call(db, 'claim_webhook_deliveries', { limit: batchSize }));
    await Promise.all(
      rows.map(async (row) => {
        const outcome = await deliver(row, options);
        if (outcome.delivered) {
          await call(db, 'mark_webhook_delivered', { id: row.id, status: outcome.status });
          report.delivered += 1;
        } else {
          await call(db, 'mark_webhook_failed', { id: row.id, status: outcome.status, error: outcome.error });
          report.failed += 1;
        }
      }),
    );
    if (rows.length < batchSize) break;
  }
  return report;
}
