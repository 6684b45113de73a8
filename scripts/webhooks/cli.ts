import { existsSync } from 'node:fs';
import { z } from 'zod';
import { resolveDataDir } from '../../supabase/embedded/data-dir.ts';
import { openDatabase } from '../../supabase/embedded/database.ts';
import { DataDirLockedError, lockDataDir } from '../../supabase/embedded/lock.ts';
import { webhookAddProblem } from '../../supabase/embedded/webhooks/add-check.ts';
import { allowLocalFromEnv, nodeDelivery, outboxDbOf } from '../../supabase/embedded/webhooks/drainer.ts';

/**
 * `npm run webhooks:add <url>`: adds a lead webhook endpoint to the embedded database
 * (LANDFALL_DATA_DIR or .landfall/db) and prints its signing secret, the only time it is shown.
 * The secret lives in the database, never in site.yaml or any file in the repository.
 */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const added = z.object({ ok: z.literal(true), id: z.string(), url: z.string(), secret: z.string() });
const refusal = z.object({ details: z.string() });
const fieldMessages = z.record(z.string(), z.string());

/** The LF400 answer's {field: message} details as one line. */
function refusalText(body: unknown): string {
  const details = refusal.safeParse(body);
  const messages = details.success ? fieldMessages.safeParse(JSON.parse(details.data.details)) : undefined;
  return messages?.success ? Object.values(messages.data).join('; ') : JSON.stringify(body);
}

export async function runWebhooksAdd(args: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  const [url, ...extra] = args;
  if (!url || extra.length) {
    io.err('Usage: npm run webhooks:add <url>   (e.g. npm run webhooks:add https://crm.example/hooks/landfall)');
    return 2;
  }
  // The delivery's own check, before the database is opened: it would refuse this address anyway.
  const problem = await webhookAddProblem(url, { ...nodeDelivery, allowLocal: allowLocalFromEnv(env) });
  if (problem) {
    io.err(`Not added: ${problem}`);
    return 2;
  }
  const dataDir = resolveDataDir(env.LANDFALL_DATA_DIR);
  if (dataDir === 'memory') {
    io.err('LANDFALL_DATA_DIR=memory keeps no database to add an endpoint to.');
    return 1;
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const fresh = !existsSync(dataDir);
    const db = await openDatabase({ dataDir });
    try {
      const answer = await outboxDbOf(db).rpc('add_webhook_endpoint', { url });
      if (answer.status !== 200) {
        io.err(`Not added: ${refusalText(answer.body)}`);
        return 2;
      }
      const endpoint = added.parse(answer.body);
      io.out(`Added webhook ${endpoint.id} -> ${endpoint.url}${fresh ? ` (new database in ${dataDir})` : ''}`);
      io.out(`Signing secret (shown once, keep it in the receiver's settings): ${endpoint.secret}`);
      io.out('Each new lead is POSTed with a Landfall-Signature header; verify it with verifyWebhook (docs/operators/security.md, "Webhooks for new leads").');
      return 0;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
