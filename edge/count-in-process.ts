import type { IncomingMessage } from 'node:http';
import { edgeIpSourceFromEnv } from '../supabase/embedded/app.ts';
import { resolveDataDir } from '../supabase/embedded/data-dir.ts';
import type { SqlTransactor } from '../supabase/embedded/database.ts';
import { startEmbeddedBackend } from '../supabase/embedded/embedded.ts';
import { clientIpFrom, normalizeIp, serviceClientIpHeader, UNKNOWN_IP } from '../supabase/functions/_shared/client-ip.ts';
import type { PageView } from '../src/edge/router.ts';

/**
 * count_page_view called in this process, as the Worker calls it over HTTP: as service_role,
 * naming the visitor in x-landfall-client-ip (the database honours it for that role only), so
 * the rate limit counts the visitor's address, not the server's. Throws when the database
 * refused the view (429 over the limit, 400 malformed); the router logs that and serves the page.
 */
export async function countInProcess(db: SqlTransactor, view: PageView, visitorIp: string): Promise<void> {
  const status = await db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'service_role', true), set_config('request.headers', $1, true),
              set_config('request.jwt.claims', $2, true)`,
      [JSON.stringify({ [serviceClientIpHeader]: visitorIp }), JSON.stringify({ role: 'service_role' })],
    );
    // The refusal's security event must be kept: the status is read here and thrown after commit.
    const { rows } = await tx.query<{ status: string | null }>(
      `with call as materialized (select public.count_page_view($1::text, $2::text, $3::text, $4::text, $5::boolean))
       select current_setting('response.status', true) as status from call`,
      [view.route, view.experiment ?? null, view.arm ?? null, view.utmSource ?? null, view.exposure],
    );
    return Number(rows[0]?.status || 200);
  });
  if (status >= 400) throw new Error(`count_page_view answered ${status}`);
}

/** The visitor's address as the embedded backend decides it (docs/operators/configuration.md, "Which address the rate limits count"). */
function visitorAddress(req: IncomingMessage, headers: Headers): string {
  const proxy = edgeIpSourceFromEnv(process.env);
  return proxy ? clientIpFrom(headers, proxy) : (normalizeIp(req.socket.remoteAddress) ?? UNKNOWN_IP);
}

/** The router's `count` for one request to `npm start` or `npm run preview`: into the embedded backend's database. */
export function embeddedCounter(req: IncomingMessage, headers: Headers): ((view: PageView) => Promise<void>) | undefined {
  const dataDir = resolveDataDir();
  // Unit tests that start a server only for pages never open a database (as mountBackend does).
  if (process.env.VITEST && !globalThis.landfallEmbeddedBackends?.has(dataDir)) return undefined;
  const ip = visitorAddress(req, headers);
  return (view) =>
    startEmbeddedBackend({ dataDir })
      .then(({ db }) => countInProcess(db, view, ip))
      .catch(reportOnce);
}

// The server makes a router per request; a backend that is down or a limit reached would otherwise log every view.
const reported = new Set<string>();
function reportOnce(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`[landfall router] a page view was not counted: ${message}`);
}
