import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from './auth-harness';
import { anonKey, startTestServer, type TestServer } from './http-harness';
import { MB10, samples } from './lead-files-harness';

/**
 * Issue 23 point 6: 30 parallel 10 MB uploads were all held in memory at once. An upload now
 * streams to a temporary file in the data folder as it arrives, and only LANDFALL_UPLOADS_IN_FLIGHT
 * of them (2 here) run at once; the next is refused with 503 and Retry-After until one ends.
 */
const BOUND = 2;
const MB = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    onDisk: true,
    env: { LANDFALL_CLIENT_IP_HEADER: 'x-real-ip', LANDFALL_UPLOADS_IN_FLIGHT: String(BOUND) },
  });
});
afterAll(() => server?.close());
// A test that failed half-way must not leave its uploads hanging into the next.
const holding: (() => void)[] = [];
afterEach(() => {
  for (const abort of holding.splice(0)) abort();
});

const filesDir = () => join(server.stateDir ?? '', 'db', 'landfall-files');
/** Sizes of the uploads being written: the temporary files in the data folder. */
const partialFiles = () => {
  try {
    return readdirSync(filesDir())
      .filter((name) => name.startsWith('.tmp-'))
      .map((name) => statSync(join(filesDir(), name)).size);
  } catch {
    return [];
  }
};

/** Polls until the server shows `what` on disk; no deadline of its own (vitest's test limit stops a hang). */
async function until(_what: string, holds: () => boolean) {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * A PNG of `total` bytes whose body stops after `first` bytes until released (or aborted): an
 * upload held open in the middle, as a slow connection holds it.
 */
function heldUpload(total: number, first: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const abort = new AbortController();
  holding.push(() => abort.abort());
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === first) await released;
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(MB, total - sent, sent < first ? first - sent : total));
      if (sent === 0) chunk.set(samples.png(16));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const answer = fetch(`${server.url}/functions/v1/lead-files?name=held.png`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/octet-stream', 'x-real-ip': nextAddress() },
    body,
    duplex: 'half',
    signal: abort.signal,
  } as RequestInit).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
  answer.catch(() => {}); // aborted: awaited where a test means it
  return { answer, release, abort: () => abort.abort() };
}

async function rawUpload(bytes: Uint8Array<ArrayBuffer>) {
  const response = await fetch(`${server.url}/functions/v1/lead-files?name=plot.png`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/octet-stream', 'x-real-ip': nextAddress() },
    body: bytes,
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

describe('uploads in flight', () => {
  it(`are at most ${BOUND}: the next is refused with 503, a JSON error and Retry-After, and taken once one ends (was: no bound)`, async () => {
    const held = [heldUpload(2 * MB, MB), heldUpload(2 * MB, MB)];
    await until(`${BOUND} uploads are being written`, () => partialFiles().filter((size) => size >= MB).length === BOUND);

    const refused = await rawUpload(samples.png());
    expect(refused).toEqual({ status: 503, retryAfter: expect.stringMatching(/^[1-9][0-9]*$/), body: { error: expect.any(String) } });

    held[0]?.release();
    expect(await held[0]?.answer).toMatchObject({ status: 200, body: { size: 2 * MB, type: 'image/png' } });
    expect(await rawUpload(samples.png())).toMatchObject({ status: 200, body: { type: 'image/png' } });
    held[1]?.release();
    expect(await held[1]?.answer).toMatchObject({ status: 200, body: { size: 2 * MB } });
  });

  it('frees its place when the visitor goes away mid-upload or the upload is refused', async () => {
    const held = [heldUpload(2 * MB, MB), heldUpload(2 * MB, MB)];
    await until(`${BOUND} uploads are being written`, () => partialFiles().filter((size) => size >= MB).length === BOUND);
    held[0]?.abort();
    await held[0]?.answer.catch(() => {});
    await until('the abandoned upload is deleted', () => partialFiles().length === 1);
    for (let i = 0; i < 2 * BOUND; i++) expect((await rawUpload(samples.elf())).status).toBe(415);
    expect(await rawUpload(samples.png())).toMatchObject({ status: 200 });
    held[1]?.release();
    expect(await held[1]?.answer).toMatchObject({ status: 200 });
    expect(partialFiles()).toEqual([]);
  });
});

describe('an upload', () => {
  it('is written to the data folder as it arrives, not held whole in memory first (was: 10 MB buffered, then written)', async () => {
    const held = heldUpload(MB10, 6 * MB);
    // 6 of the 10 MB on disk while the visitor has not yet sent the rest.
    await until('6 MB are on disk', () => partialFiles().some((size) => size >= 6 * MB));
    held.release();
    expect(await held.answer).toMatchObject({ status: 200, body: { size: MB10, type: 'image/png' } });
    expect(partialFiles()).toEqual([]);
  });
});
