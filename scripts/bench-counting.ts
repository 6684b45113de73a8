/**
 * npm run bench:counting [-- --seconds 4 --rounds 5 --connections 64]
 *
 * Counting page views at the scale of a campaign (issue 29), on a real PostgreSQL (a throwaway
 * cluster, as the SQL tests start it: tests/unit/backend/postgres-cluster.ts, but with durable
 * commits, as production has them) with the site's migrations. N connections, each a visitor address of its own, call count_page_view in a loop
 * for a few seconds:
 * - all to one route and arm (a campaign sending everyone to one page), and
 * - spread over 100 routes,
 * with the counters sharded per connection (now) and with one counter row per key
 * (landfall.page_view_shards = 1: how it was). Prints views per second, medians of the rounds,
 * and the one-route figure over the 100-route one; then checks that the table holds exactly as
 * many views as calls were answered (none lost, none counted twice).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate } from '../supabase/embedded/migrations.ts';
import { startCluster } from '../tests/unit/backend/postgres-cluster.ts';
import { PostgresDatabase } from '../tests/unit/backend/postgres-database.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { seconds: { type: 'string' }, rounds: { type: 'string' }, connections: { type: 'string' } },
});
const seconds = Number(values.seconds ?? 4);
const rounds = Number(values.rounds ?? 5);
const connections = Number(values.connections ?? 64);

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function run(socketDir: string, database: string, shards: number, routes: number): Promise<{ perSecond: number; answered: number }> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const client = new pg.Client({ host: socketDir, user: 'postgres', database });
      await client.connect();
      const ip = `10.${(i >> 8) & 255}.${i & 255}.1`;
      await client.query(`select set_config('request.headers', $1, false), set_config('landfall.page_view_shards', $2, false)`, [
        JSON.stringify({ 'cf-connecting-ip': ip }),
        String(shards),
      ]);
      return client;
    }),
  );
  let answered = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      for (let n = 0; performance.now() < until; n++) {
        const route = routes === 1 ? '/' : `/r${(i * 7 + n) % routes}`;
        await client.query('select public.count_page_view($1, $2, $3, $4, $5)', [route, 'home-headline', 'sumba', 'newsletter', false]);
        answered++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((client) => client.end()));
  return { perSecond: answered / elapsed, answered };
}

const cluster = await startCluster({ durable: true });
try {
  const admin = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('create database landfall_bench');
  await admin.end();
  const db = PostgresDatabase.connect({ host: cluster.socketDir, database: 'landfall_bench' });
  await migrate(db);
  await db.close();
  const setup = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'landfall_bench' });
  await setup.connect();
  // The bench measures the counters, not the per-address limit (each connection has its own address anyway).
  await setup.query(
    `insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values ('page_view', 1000000000, 1)
     on conflict (endpoint) do update set max_requests = excluded.max_requests`,
  );

  console.log(`count_page_view on PostgreSQL, ${connections} connections, ${seconds} s per run, median of ${rounds} rounds (views per second)`);
  const rows: string[][] = [];
  let calls = 0;
  for (const [label, shards] of [
    ['one row per key (was)', 1],
    ['sharded per connection (now)', 64],
  ] as const) {
    const one: number[] = [];
    const spread: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = await run(cluster.socketDir, 'landfall_bench', shards, 1);
      const b = await run(cluster.socketDir, 'landfall_bench', shards, 100);
      one.push(a.perSecond);
      spread.push(b.perSecond);
      calls += a.answered + b.answered;
      console.log(`  ${label}, round ${round + 1}: one route ${Math.round(a.perSecond)}/s, 100 routes ${Math.round(b.perSecond)}/s`);
    }
    rows.push([label, String(Math.round(median(one))), String(Math.round(median(spread))), (median(one) / median(spread)).toFixed(2)]);
  }
  const { rows: counted } = await setup.query<{ views: string }>('select coalesce(sum(views), 0)::bigint as views from public.page_views');
  await setup.end();

  console.log('\n| counters | one route | 100 routes | one ÷ 100 |\n|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const stored = Number(counted[0]?.views ?? 0);
  console.log(
    `\n${calls.toLocaleString('en-US')} calls answered, ${stored.toLocaleString('en-US')} views stored: ${stored === calls ? 'none lost, none counted twice' : 'MISMATCH'}`,
  );
  if (stored !== calls) process.exitCode = 1;
} finally {
  await cluster.stop();
}
