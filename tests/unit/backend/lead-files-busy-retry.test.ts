// @vitest-environment jsdom
/// <reference types="vitest/jsdom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLeadFile } from '../../../src/interactive/api/lead-files';
import { UPLOAD_RETRY_AFTER_SECONDS } from '../../../supabase/embedded/uploads-in-flight';
import { startTestServer, type TestServer } from './http-harness';
import { heldUpload, partialUploads, samples } from './lead-files-harness';
import { until } from '../until';

/**
 * The server takes LANDFALL_UPLOADS_IN_FLIGHT uploads at once and answers the next 503 with
 * Retry-After. The visitor's browser (src/interactive/api/lead-files.ts, in jsdom, over HTTP to
 * the real embedded backend) must wait that long and send the document again, instead of
 * sending the application without it because someone else was uploading at that moment.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ onDisk: true, env: { LANDFALL_UPLOADS_IN_FLIGHT: '1' } });
  jsdom.reconfigure({ url: `${server.url}/partner` });
});
afterAll(() => server?.close());

const MB = 1024 * 1024;
/** Another visitor's upload, held open after its first megabyte until released. */
const anotherVisitorsUpload = () => {
  const upload = heldUpload(server.url, { total: 2 * MB, first: MB, name: 'other.png' });
  return { answer: upload.answer.then((answer) => answer.status), release: upload.release };
};
/** The server has taken the other upload: it is being written. */
const otherIsWriting = () => until(() => partialUploads(server.stateDir).length > 0);

describe('a document sent while the server is busy with other uploads', () => {
  it('is sent again after the Retry-After wait and arrives (was: refused with 503 and the application went without it)', async () => {
    const other = anotherVisitorsUpload();
    await otherIsWriting();

    const waits: number[] = [];
    const progress: number[] = [];
    const file = new File([samples.pdf(4096)], 'deed.pdf', { type: 'application/pdf' });
    const result = await uploadLeadFile(
      file,
      (fraction) => progress.push(fraction),
      async (ms) => {
        // The injected clock: the wait the server asked for is recorded, and in it the other upload ends.
        waits.push(ms);
        other.release();
        expect(await other.answer).toBe(200);
      },
    );

    expect(result).toEqual({ ok: true, id: expect.any(String) });
    expect(waits).toEqual([UPLOAD_RETRY_AFTER_SECONDS * 1000]);
    expect(progress).toContain(0); // the bar starts over for the second try
  });

  it('gives up after four busy answers and says the upload failed, without waiting longer than 10 s a time', async () => {
    const other = anotherVisitorsUpload();
    await otherIsWriting();
    const waits: number[] = [];
    const result = await uploadLeadFile(
      new File([samples.pdf(4096)], 'deed.pdf'),
      () => {},
      async (ms) => void waits.push(ms),
    );
    other.release();
    expect(await other.answer).toBe(200);
    expect(result).toMatchObject({ ok: false });
    expect(waits).toHaveLength(3);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(10_000);
  });
});
