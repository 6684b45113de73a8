import type { RpcRole, SqlTransactor } from '../../supabase/embedded/database.ts';

/**
 * count_page_view on the embedded database, called as PostgREST would call it: in one
 * transaction, as the caller's role, with the request's headers where request_ip() reads the
 * client address. callRpc (database.ts) speaks only the one-jsonb-argument form of the browser
 * calls; this one takes named arguments, as POST /rest/v1/rpc/count_page_view sends them.
 */
export interface CountedView {
  route: string;
  experiment?: string;
  arm?: string;
  utmSource?: string;
  exposure: boolean;
}

/** Returns the HTTP status the function chose: 200 counted, 400 refused input, 429 rate-limited. */
export async function countPageView(db: SqlTransactor, view: CountedView, caller: { role: RpcRole; headers: Record<string, string> }): Promise<number> {
  const headers = Object.fromEntries(Object.entries(caller.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.headers', $2, true), set_config('request.jwt.claims', $3, true)`, [
      caller.role,
      JSON.stringify(headers),
      JSON.stringify({ role: caller.role }),
    ]);
    const { rows } = await tx.query<{ status: string | null }>(
      `with call as materialized (select public.count_page_view($1, $2, $3, $4, $5))
       select current_setting('response.status', true) as status from call`,
      [view.route, view.experiment ?? null, view.arm ?? null, view.utmSource ?? null, view.exposure],
    );
    return Number(rows[0]?.status || 200);
  });
}
