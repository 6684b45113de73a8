import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMarketer, nextAddress, PASSWORD, rowsOf, studioClient } from './auth-harness';
import { browserClient, startTestServer, type TestServer } from './http-harness';
import { chunked, MB10, partnershipApplication, samples, upload } from './lead-files-harness';

/**
 * Documents on partnership applications over real HTTP against the embedded backend, as the
 * browser sends them and the marketers' area reads them: the spec's file rule on the server
 * (whatever a client claims), linking to an application, and who may read the stored bytes.
 */
let server: TestServer;
beforeAll(async () => {
  // Each request names its own address through a trusted proxy header, as each visitor would.
  server = await startTestServer({ onDisk: true, env: { LANDFALL_CLIENT_IP_HEADER: 'x-real-ip' } });
});
afterAll(() => server?.close());

const storedFiles = () => readdirSync(join(server.stateDir ?? '', 'db', 'landfall-files')).sort();
const fileRows = async () => (await rowsOf(server, 'select count(*)::int as n from public.lead_files'))[0]?.n;

describe('the file rule on the server', () => {
  it('refuses 10 MB + 1 byte with "File too large (max 10MB)", declared or streamed, and keeps nothing', async () => {
    const before = await fileRows();
    const declared = await upload(server.url, samples.png(MB10 + 1), 'plot.png');
    expect(declared).toEqual({ status: 413, body: { error: 'File too large (max 10MB)' } });
    const streamed = await upload(server.url, chunked(MB10 + 1), 'plot.png');
    expect(streamed).toEqual({ status: 413, body: { error: 'File too large (max 10MB)' } });
    expect(await fileRows()).toBe(before);
  });

  it('accepts exactly 10 MB (10,485,760 bytes), also streamed without a length', async () => {
    const declared = await upload(server.url, samples.png(MB10), 'plot.png');
    expect(declared).toMatchObject({ status: 200, body: { name: 'plot.png', type: 'image/png', size: MB10 } });
    const streamed = await upload(server.url, chunked(MB10), 'plot-2.png');
    expect(streamed).toMatchObject({ status: 200, body: { type: 'image/png', size: MB10 } });
  });

  it.each([
    ['an ELF program', samples.elf()],
    ['a Windows (PE) program', samples.pe()],
  ])('refuses %s renamed deed.pdf with "Unsupported file type"', async (_, bytes) => {
    const answer = await upload(server.url, bytes, 'deed.pdf');
    expect(answer).toEqual({ status: 415, body: { error: 'Unsupported file type' } });
  });

  it.each([
    ['JPEG', samples.jpeg(), 'image/jpeg'],
    ['PNG', samples.png(), 'image/png'],
    ['GIF87a', samples.gif87(), 'image/gif'],
    ['GIF89a', samples.gif89(), 'image/gif'],
    ['WebP', samples.webp(), 'image/webp'],
    ['PDF', samples.pdf(), 'application/pdf'],
    ['CSV (UTF-8 text)', samples.csv(), 'text/csv'],
  ])('accepts %s by its content, whatever the name says', async (_, bytes, type) => {
    const answer = await upload(server.url, bytes, 'upload.bin');
    expect(answer).toMatchObject({ status: 200, body: { type, size: bytes.byteLength } });
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses text that is not UTF-8 or holds a NUL byte, and an empty file', async () => {
    for (const bytes of [new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a]), new TextEncoder().encode('a,b\n1,\u00002\n'), new Uint8Array(0)]) {
      expect(await upload(server.url, bytes, 'table.csv')).toEqual({ status: 415, body: { error: 'Unsupported file type' } });
    }
  });

  it('takes names of up to 255 characters, as typed, and refuses longer ones with "File name too long"', async () => {
    const name = `${'ñ'.repeat(251)}.pdf`;
    const answer = await upload(server.url, samples.pdf(), name);
    expect(answer).toMatchObject({ status: 200, body: { name } });
    expect(await rowsOf(server, 'select name from public.lead_files where id = $1', [answer.body.id])).toEqual([{ name }]);
    expect(await upload(server.url, samples.pdf(), `${'ñ'.repeat(252)}.pdf`)).toEqual({ status: 400, body: { error: 'File name too long' } });
  });

  it('stores the bytes under a random name in the data folder, with no temporary file left', async () => {
    const answer = await upload(server.url, samples.gif89(), 'photo.gif');
    const [row] = await rowsOf(server, 'select path from public.lead_files where id = $1', [answer.body.id]);
    const path = String(row?.path);
    expect(path).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles()).toContain(path);
    expect(storedFiles().filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    expect(new Uint8Array(readFileSync(join(server.stateDir ?? '', 'db', 'landfall-files', path)))).toEqual(samples.gif89());
  });

  it('limits one address to the lead_file rule of rate_limit_rules (40 an hour)', async () => {
    const address = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 41; i++) answers.push((await upload(server.url, samples.csv(), 'a.csv', address)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(40);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('linking files to an application', () => {
  const submit = (body: Record<string, unknown>) => browserClient(server.url, { 'x-real-ip': nextAddress() }).rpc('submit_partnership_application', body);
  const linked = async (id: unknown) =>
    (await rowsOf(server, 'select name from public.lead_files where partnership_application_id = $1 order by name', [id])).map((row) => row.name);

  it('links the files the application names, and ignores unknown, malformed and already linked ids', async () => {
    const deed = await upload(server.url, samples.pdf(), 'deed.pdf');
    const photo = await upload(server.url, samples.jpeg(), 'photo.jpg');
    const first = await submit({ ...partnershipApplication, fileIds: `${deed.body.id},${photo.body.id},not-a-uuid,00000000-0000-4000-8000-000000000000` });
    expect(first.error).toBeNull();
    expect(await linked(first.data.id)).toEqual(['deed.pdf', 'photo.jpg']);

    const second = await submit({ ...partnershipApplication, fileIds: [deed.body.id] });
    expect(second.error).toBeNull();
    expect(await linked(second.data.id)).toEqual([]);
    expect(await linked(first.data.id)).toEqual(['deed.pdf', 'photo.jpg']);
  });

  it('links nothing uploaded more than an hour ago, and an application without files is unchanged', async () => {
    const old = await upload(server.url, samples.png(), 'old.png');
    await rowsOf(server, "update public.lead_files set created_at = now() - interval '61 minutes' where id = $1", [old.body.id]);
    const answer = await submit({ ...partnershipApplication, fileIds: old.body.id });
    expect(answer.error).toBeNull();
    expect(await linked(answer.data.id)).toEqual([]);
    const plain = await submit(partnershipApplication);
    expect(plain.error).toBeNull();
  });
});

describe('reading the files', () => {
  async function application(): Promise<{ leadId: string; path: string }> {
    const csv = await upload(server.url, samples.csv(), 'parcels.csv');
    const { data } = await browserClient(server.url, { 'x-real-ip': nextAddress() }).rpc('submit_partnership_application', {
      ...partnershipApplication,
      fileIds: csv.body.id,
    });
    const [row] = await rowsOf(server, 'select path from public.lead_files where id = $1', [csv.body.id]);
    return { leadId: data.id, path: String(row?.path) };
  }

  async function signedIn(marketer = true) {
    const user = await newMarketer(server);
    if (!marketer) await rowsOf(server, 'delete from public.marketers where user_id = $1', [user.userId]);
    const client = studioClient(server.url);
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  it('a marketer lists a lead’s files and opens one through a short-lived signed address', async () => {
    const { leadId, path } = await application();
    const client = await signedIn();
    const { data: files, error } = await client.rpc('studio_lead_files', { leadId });
    expect(error).toBeNull();
    expect(files).toEqual([expect.objectContaining({ name: 'parcels.csv', type: 'text/csv', size: samples.csv().byteLength, path })]);

    const signed = await client.storage.from('lead-files').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samples.csv());

    const downloaded = await client.storage.from('lead-files').download(path);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data?.text()).toBe(new TextDecoder().decode(samples.csv()));
  });

  it('a visitor with the public key, or a signed-in user who is not a marketer, reads nothing', async () => {
    const { leadId, path } = await application();
    for (const client of [browserClient(server.url), await signedIn(false)]) {
      expect((await client.storage.from('lead-files').createSignedUrl(path, 60)).error).not.toBeNull();
      expect((await client.storage.from('lead-files').download(path)).error).not.toBeNull();
      expect((await client.rpc('studio_lead_files', { leadId })).error).not.toBeNull();
    }
  });

  it('a signed address works for its own file only, and not once it has expired or was altered', async () => {
    const { path } = await application();
    const other = await application();
    const client = await signedIn();
    const signed = (await client.storage.from('lead-files').createSignedUrl(path, 60)).data?.signedUrl ?? '';
    const token = new URL(signed).searchParams.get('token') ?? '';
    expect((await fetch(signed.replace(path, other.path))).status).toBe(400);
    expect((await fetch(signed.replace(token, `${token.slice(0, -2)}AA`))).status).toBe(400);
    const shortLived = (await client.storage.from('lead-files').createSignedUrl(path, 1)).data?.signedUrl ?? '';
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(shortLived)).status).toBe(400);
  });
});
