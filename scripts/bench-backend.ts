/**
 * npm run bench:backend: the embedded backend under load, over real HTTP on loopback only.
 * 1. throughput: 50 concurrent clients, each request from its own 127.0.x.y address (per-IP
 *    limits would otherwise refuse all but 4), bounded in count and time;
 * 2. one address: 50 concurrent requests from a single IP, which the rule lets 4 through;
 * 3. fairness: 20 visitors submitting normally, alone and then beside one address flooding
 *    refused requests (1 MB bodies and ordinary ones past its limit); their p50/p99 side by side,
 *    medians of BENCH_FAIRNESS_ROUNDS rounds (5);
 * 4. 30 parallel 10 MB uploads (scripts/bench/uploads.ts): the server's RSS before, at its peak
 *    and after, and the 20 visitors' p50/p99 alone and beside the uploads;
 * 5. kill -9 in the middle of a burst; every application answered 200 must be on disk.
 * Counts come from reading the data directory afterwards, not from the server's answers.
 * BENCH_ONLY=uploads runs scenario 4 alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../supabase/embedded/database.ts';
import { burst, flood, founderApplication, postJson, spawnBackend, type SpawnedBackend } from '../supabase/embedded/load.ts';
import { lockDataDir } from '../supabase/embedded/lock.ts';
import { parallelUploads } from './bench/uploads.ts';

const root = join(import.meta.dirname, '..');
const clients = 50;
const maxRequests = Number(process.env.BENCH_REQUESTS ?? 3000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const stateDir = mkdtempSync(join(tmpdir(), 'landfall-bench-'));
const dataDir = join(stateDir, 'db');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => Number(value.toFixed(1));
const fairnessRounds = Number(process.env.BENCH_FAIRNESS_ROUNDS ?? 5);
const fairnessVisitors = 20;
const fairnessRequests = Number(process.env.BENCH_FAIRNESS_REQUESTS ?? 400);
const onlyUploads = process.env.BENCH_ONLY === 'uploads';

/** 20 visitors, each request from a fresh address (so all are accepted): p50/p99 and how many were not. */
async function visitors(url: string, firstAddress: number, route: string) {
  const run = await burst(url, fairnessVisitors, (_, sent) => sent >= fairnessRequests, { firstAddress, route });
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), notAccepted: run.refused + run.failed };
}

let server: SpawnedBackend | undefined;
let killed = false;
try {
  const started = performance.now();
  const backend = await spawnBackend(root, dataDir);
  server = backend;
  console.log(`backend up in ${((performance.now() - started) / 1000).toFixed(1)} s (cold start with migrations)`);

  // 4. Thirty 10 MB uploads at once beside the 20 visitors (alone first, for their baseline); run
  // first, on the fresh server, so its memory figures are its own.
  const uploadsQuiet = await visitors(backend.url, 700_000, '/bench-uploads-quiet');
  const uploading = await parallelUploads(backend.url, backend.pid, () => visitors(backend.url, 700_000 + fairnessRequests, '/bench-uploads'));
  const uploads = {
    ...uploading.scenario,
    visitorsAlone: { p50ms: ms(uploadsQuiet.p50), p99ms: ms(uploadsQuiet.p99) },
    visitorsBesideUploads: { p50ms: ms(uploading.beside.p50), p99ms: ms(uploading.beside.p99) },
  };
  if (onlyUploads) {
    console.log(JSON.stringify({ uploads }, null, 2));
    const ok = uploads.stored === uploads.uploads && uploadsQuiet.notAccepted + uploading.beside.notAccepted === 0;
    console.log(ok ? 'OK: every upload stored, every visitor served beside them' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  } else {
    // 1. Throughput.
    const deadline = performance.now() + maxSeconds * 1000;
    const t0 = performance.now();
    const load = await burst(backend.url, clients, (_, sent) => sent >= maxRequests || performance.now() > deadline, { route: '/bench' });
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...load.latencies].sort((a, b) => a - b);

    // 2. One address.
    const oneIp = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson(`${backend.url}/rest/v1/rpc/submit_founder_application`, founderApplication(100_000 + i, '/bench-one-ip'), { localAddress: '127.1.0.1' }),
      ),
    );
    const oneIpStatus = (status: number) => oneIp.filter((r) => r.status === status).length;

    // 3. Fairness: the same 20 visitors alone, then beside one address flooding refused requests.
    const quiet: { p50: number; p99: number }[] = [];
    const flooded: { p50: number; p99: number }[] = [];
    let floodAnswers: Record<number, number> = {};
    let visitorsNotAccepted = 0;
    for (let round = 0; round < fairnessRounds; round++) {
      const first = 300_000 + round * 2 * fairnessRequests;
      const alone = await visitors(backend.url, first, '/bench-quiet');
      let done = false;
      const flooding = flood(backend.url, '127.1.0.2', 8, () => done);
      const beside = await visitors(backend.url, first + fairnessRequests, '/bench-flooded');
      done = true;
      floodAnswers = await flooding;
      quiet.push(alone);
      flooded.push(beside);
      visitorsNotAccepted += alone.notAccepted + beside.notAccepted;
    }

    // 5. kill -9 mid-burst.
    const crash = await burst(
      backend.url,
      clients,
      (accepted) => {
        if (accepted >= 300 && !killed) {
          killed = true;
          process.kill(backend.pid, 'SIGKILL');
        }
        return killed;
      },
      { firstAddress: 200_000, route: '/bench-crash' },
    );
    await backend.exited;

    const release = lockDataDir(dataDir);
    const db = await openDatabase({ dataDir });
    const count = async (route: string) =>
      (await db.query<{ n: number }>('select count(*)::int as n from founder_applications where route = $1', [route])).rows[0]?.n ?? 0;
    const storedCrash = await db.query<{ id: string }>('select id::text as id from founder_applications where id = any($1::uuid[])', [crash.accepted]);
    const lost = crash.accepted.length - storedCrash.rows.length;
    const report = {
      throughput: {
        clients,
        requests: load.sent,
        seconds: Number(seconds.toFixed(2)),
        perSecond: Math.round(load.accepted.length / seconds),
        p50ms: Number(percentile(sorted, 50).toFixed(1)),
        p99ms: Number(percentile(sorted, 99).toFixed(1)),
        accepted: load.accepted.length,
        stored: await count('/bench'),
        refused: load.refused,
        errors: load.failed,
      },
      oneAddress: { sent: oneIp.length, accepted: oneIpStatus(200), refused: oneIpStatus(429), stored: await count('/bench-one-ip') },
      fairness: {
        visitors: fairnessVisitors,
        requestsPerRun: fairnessRequests,
        rounds: fairnessRounds,
        quiet: { p50ms: ms(median(quiet.map((r) => r.p50))), p99ms: ms(median(quiet.map((r) => r.p99))) },
        besideFlood: { p50ms: ms(median(flooded.map((r) => r.p50))), p99ms: ms(median(flooded.map((r) => r.p99))) },
        perRound: quiet.map((r, i) => `${ms(r.p50)}/${ms(r.p99)} → ${ms(flooded[i]?.p50 ?? NaN)}/${ms(flooded[i]?.p99 ?? NaN)} ms`),
        floodAnswersLastRound: floodAnswers,
        visitorsNotAccepted,
      },
      uploads,
      kill9: { accepted: crash.accepted.length, inFlightWhenKilled: crash.failed, stored: storedCrash.rows.length, lost },
    };
    await db.close();
    release();
    console.log(JSON.stringify(report, null, 2));
    const ok =
      report.throughput.accepted === report.throughput.stored &&
      report.oneAddress.accepted === 4 &&
      visitorsNotAccepted === 0 &&
      uploads.stored === uploads.uploads &&
      lost === 0;
    console.log(ok ? 'OK: every accepted row stored, one address held to 4, every visitor served beside the flood, nothing lost on kill -9' : 'FAILED');
    process.exitCode = ok ? 0 : 1;
  }
} finally {
  // Never leave a server behind when a phase failed.
  if (server && !killed) process.kill(server.pid, 'SIGTERM');
  await server?.exited;
  rmSync(stateDir, { recursive: true, force: true });
}
