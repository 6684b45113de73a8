import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from './auth-harness';
import { anonKey, startTestServer, type TestServer } from './http-harness';
import { heldUpload, MB10, partialUploads, samples } from './lead-files-harness';
import { until } from '../until';

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

const partialFiles = () => partialUploads(server.stateDir);
const holdUpload = (total: number, first: number) => {
  const upload = heldUpload(server.url, { total, first });
  holding.push(upload.abort);
  return upload;
};

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
    const held = [holdUpload(2 * MB, MB), holdUpload(2 * MB, MB)];
    await until(() => partialFiles().filter((size) => size >= MB).length === BOUND);

    const refused = await rawUpload(samples.png());
    expect(refused).toEqual({ status: 503, retryAfter: expect.stringMatching(/^[1-9][0-9]*$/), body: { error: expect.any(String) } });

    held[0]?.release();
    expect(await held[0]?.answer).toMatchObject({ status: 200, body: { size: 2 * MB, type: 'image/png' } });
    expect(await rawUpload(samples.png())).toMatchObject({ status: 200, body: { type: 'image/png' } });
    held[1]?.release();
    expect(await held[1]?.answer).toMatchObject({ status: 200, body: { size: 2 * MB } });
  });

  it('frees its place when the visitor goes away mid-upload or the upload is refused', async () => {
    const held = [holdUpload(2 * MB, MB), holdUpload(2 * MB, MB)];
    await until(() => partialFiles().filter((size) => size >= MB).length === BOUND);
    held[0]?.abort();
    await held[0]?.answer.catch(() => {});
    await until(() => partialFiles().length === 1);
    for (let i = 0; i < 2 * BOUND; i++) expect((await rawUpload(samples.elf())).status).toBe(415);
    expect(await rawUpload(samples.png())).toMatchObject({ status: 200 });
    held[1]?.release();
    expect(await held[1]?.answer).toMatchObject({ status: 200 });
    expect(partialFiles()).toEqual([]);
  });
});

describe('an upload', () => {
  it('is written to the data folder as it arrives, not held whole in memory first (was: 10 MB buffered, then written)', async () => {
    const held = holdUpload(MB10, 6 * MB);
    // 6 of the 10 MB on disk while the visitor has not yet sent the rest.
    await until(() => partialFiles().some((size) => size >= 6 * MB));
    held.release();
    expect(await held.answer).toMatchObject({ status: 200, body: { size: MB10, type: 'image/png' } });
    expect(partialFiles()).toEqual([]);
  });
});
