import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config.ts';
import { loopbackAddress } from '../../supabase/embedded/load.ts';

/**
 * npm run bench:backend, "30 parallel 10 MB uploads" (issue 23 point 6): thirty visitors, each
 * from an address of its own, send a 10 MB document at once while twenty others submit forms. The
 * server's resident memory is read from /proc (Linux) before, every 50 ms during, and 2 s after;
 * an upload refused with 503 (the in-flight bound) is sent again after a short wait, at most
 * MAX_ATTEMPTS times, so the count stays bounded. Loopback only.
 */
const UPLOADS = 30;
const SIZE = 10 * 1024 * 1024;
const MAX_ATTEMPTS = 200;
const RETRY_MS = 250;

/** The process's resident set in MB, or NaN where /proc is not there. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A PNG's signature and zeros: a valid upload as far as the file rule goes. */
const png = (() => {
  const bytes = Buffer.alloc(SIZE);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
})();

function uploadOnce(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${url}/functions/v1/lead-files?name=survey.png`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          apikey: EMBEDDED_ANON_KEY,
          Authorization: `Bearer ${EMBEDDED_ANON_KEY}`,
          'Content-Type': 'application/octet-stream',
          'Content-Length': SIZE,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // A refused upload is answered before its body is read, and the connection closed under it.
    req.on('error', () => resolve(0));
    req.end(png);
  });
}

async function uploadUntilTaken(url: string, localAddress: string): Promise<{ status: number; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const status = await uploadOnce(url, localAddress);
    if ((status !== 503 && status !== 0) || attempt >= MAX_ATTEMPTS) return { status, attempts: attempt };
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

export interface UploadScenario {
  uploads: number;
  megabytesEach: number;
  stored: number;
  refusedOnFirstTry: number;
  attempts: number;
  rssMb: { before: number; peak: number; after: number };
  seconds: number;
}

/** Runs the thirty uploads beside `others` (the form submitters), sampling the server's memory. */
export async function parallelUploads<T>(url: string, pid: number, others: () => Promise<T>, firstAddress = 500_000) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  const [results, beside] = await Promise.all([
    Promise.all(Array.from({ length: UPLOADS }, (_, i) => uploadUntilTaken(url, loopbackAddress(firstAddress + i)))),
    others(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const scenario: UploadScenario = {
    uploads: UPLOADS,
    megabytesEach: SIZE / 1024 / 1024,
    stored: results.filter((r) => r.status === 200).length,
    refusedOnFirstTry: results.filter((r) => r.attempts > 1).length,
    attempts: results.reduce((sum, r) => sum + r.attempts, 0),
    rssMb: { before, peak: Math.max(peak, rssMb(pid)), after: rssMb(pid) },
    seconds: Number(seconds.toFixed(1)),
  };
  return { scenario, beside };
}
