/**
 * The outbox drainer, the same code in the drain-webhooks Edge Function (Deno) and the embedded
 * Node server: claim due rows, POST each signed, mark it delivered (2xx) or failed (anything
 * else, a network error, a timeout, a refused address); the database schedules the retry.
 */
import { z } from 'zod';
import { type AddressDeps, checkWebhookUrl } from './address.ts';
import { EndpointLanes } from './endpoint-lanes.ts';
import { signatureHeader, signWebhook } from './sign.ts';

/** The service-role calls, answered as PostgREST would (FunctionDeps.rpc has this shape). */
export interface OutboxDb {
  rpc(fn: string, payload: Record<string, unknown>): Promise<{ status: number; body: unknown }>;
}

/**
 * One POST, answered with its HTTP status. It must connect to one of `addresses` (those the
 * address check judged), never look the URL's name up again, and never follow a redirect: a
 * redirect is an answer, not a success, and could lead to a private address.
 */
export type SendWebhook = (request: {
  url: URL;
  addresses: readonly string[];
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}) => Promise<number>;

export interface DrainOptions extends AddressDeps {
  send: SendWebhook;
  /** Milliseconds since the epoch, for the signature's timestamp. */
  now(): number;
  batchSize?: number;
  /** Stop after this many batches even if more rows are due (an Edge Function has a time limit). */
  maxBatches?: number;
  /** Each delivery's own limit, DNS included. */
  timeoutMs?: number;
  /** Endpoints delivered to at the same time (4 by default). */
  maxEndpoints?: number;
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
  const coded = (value: unknown) => (value instanceof Error && 'code' in value ? String(value.code) : undefined);
  const code = coded(error) ?? coded(error instanceof Error ? error.cause : undefined);
  return `Network error: ${code ?? (error instanceof Error ? error.message : String(error))}`;
}

/** Rejects when the signal aborts, so a DNS answer that never comes counts against the timeout. */
const unlessAborted = <T>(work: Promise<T>, signal: AbortSignal) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);

async function deliver(row: Claimed, options: DrainOptions): Promise<Outcome> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // Checked at every delivery, not only when added: a name's addresses change.
    const target = await unlessAborted(checkWebhookUrl(row.url, options), signal);
    if (!target.ok) return { delivered: false, status: null, error: target.reason };
    // The delivery id is the same on every retry: receivers deduplicate with it.
    const body = JSON.stringify({ event: row.event, delivery: String(row.id), created_at: row.created_at, lead: row.payload });
    const status = await options.send({
      url: target.url,
      addresses: target.addresses,
      signal,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Landfall-Webhooks/1',
        'Landfall-Delivery': String(row.id),
        [signatureHeader]: await signWebhook(body, row.secret, Math.floor(options.now() / 1000)),
      },
      body,
    });
    if (status >= 200 && status < 300) return { delivered: true, status };
    return { delivered: false, status, error: `HTTP ${status}` };
  } catch (error) {
    return { delivered: false, status: null, error: networkError(error, timeoutMs) };
  }
}

export interface OutboxDrainer {
  /** Delivers what is due now; settles once every row it claimed is marked. */
  drain(): Promise<DrainReport>;
}

/**
 * A drainer whose runs share one set of endpoint lanes: runs may overlap (the embedded server
 * starts one whenever a lead commits), and a stalled endpoint holds only its own lane.
 */
export function outboxDrainer(db: OutboxDb, options: DrainOptions): OutboxDrainer {
  const lanes = new EndpointLanes(options.maxEndpoints ?? 4);

  const deliverAndMark = async (row: Claimed): Promise<boolean> => {
    const outcome = await deliver(row, options);
    if (outcome.delivered) await call(db, 'mark_webhook_delivered', { id: row.id, status: outcome.status });
    else await call(db, 'mark_webhook_failed', { id: row.id, status: outcome.status, error: outcome.error });
    return outcome.delivered;
  };

  return {
    async drain() {
      const report: DrainReport = { delivered: 0, failed: 0 };
      const settled: Promise<void>[] = [];
      const batchSize = options.batchSize ?? 20;
      for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
        const rows = claimedRows.parse(await call(db, 'claim_webhook_deliveries', { limit: batchSize }));
        const started = rows.map((row) => {
          const { started, done } = lanes.add(row.url, () => deliverAndMark(row));
          const counted = done.then((delivered) => void (delivered ? report.delivered++ : report.failed++));
          // Awaited below; until then a failed mark must not count as an unhandled rejection.
          counted.catch(() => {});
          settled.push(counted);
          return started;
        });
        if (rows.length < batchSize) break;
        // The next claim waits until this batch is under way, not until it is answered: a stalled
        // endpoint delays no other, and no claimed row waits long enough for its lease to end.
        await Promise.all(started);
      }
      await Promise.all(settled);
      return report;
    },
  };
}

/** One run: what the Edge Function does per call. */
export const drainOutbox = (db: OutboxDb, options: DrainOptions): Promise<DrainReport> => outboxDrainer(db, options).drain();
