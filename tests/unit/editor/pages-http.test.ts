import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES_API, type PageFile, type PageList, type PreviewAnswer, type SaveAnswer } from '../../../src/editor/pages-contract';
import { fromThisMachine } from '../../../scripts/vite-plugin-landfall';
import { VARIANTS_CHANGED } from '../../../src/site/dev-reload';
import { devServerForFile } from '../dev-server-harness';
import { until } from '../until';

/** The page editor's API as the studio reaches it: through `npm start` (Vite with the Landfall plugin). */
const { variantsDir, fetchPath, get, listen } = devServerForFile({ port: 4331 });

/** A POST as the studio sends it, to the dev server's own address. */
const post = (path: string, body: unknown, contentType = 'application/json') =>
  fetchPath(`${PAGES_API}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });

describe('who may use the page editor', () => {
  it('answers a browser on this machine only: npm start with HOST=0.0.0.0 must not let the network write the variants', () => {
    for (const address of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) expect(fromThisMachine(address), address).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '', undefined])
      expect(fromThisMachine(address), String(address)).toBe(false);
  });
});

describe('the pages API on the dev server', () => {
  it('lists the variants of the folder it serves, as JSON never cached', async () => {
    const response = await fetchPath(PAGES_API);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const list = (await response.json()) as PageList;
    expect(list.writable).toBe(true);
    expect(list.pages.find((p) => p.name === 'base')).toMatchObject({ file: 'variants/base.yaml', route: '/base', locale: 'en', problems: [] });
  });

  it('saves an edit read through it, and the page then shows it', async () => {
    const read = (await (await fetchPath(`${PAGES_API}/file?file=variants/base.yaml`)).json()) as PageFile;
    const text = read.text.replace('title: Base page', 'title: Base page, edited in the studio');
    const saved = await post('/save', { file: read.file, text, version: read.version });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as SaveAnswer;
    expect(answer.undoable).toBe(1);
    expect(readFileSync(join(variantsDir, 'base.yaml'), 'utf8')).toBe(text);
    const again = (await (await fetchPath(`${PAGES_API}/file?file=variants/base.yaml`)).json()) as PageFile;
    expect(again).toEqual({ file: 'variants/base.yaml', text, version: answer.version });
    const stale = await post('/save', { file: read.file, text: read.text, version: read.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ conflict: true, text, version: answer.version });
  });

  it('a save reloads the open pages but not the studio: no Vite full-reload, which lost the editor’s undo after every save', async () => {
    expect((await get('/base')).html).toContain('/src/site/dev-reload.ts');
    const socket = await listen();
    const read = (await (await fetchPath(`${PAGES_API}/file?file=variants/base.yaml`)).json()) as PageFile;
    const saved = await post('/save', { file: read.file, text: read.text.replace(/^title: .*$/m, 'title: Saved once more'), version: read.version });
    expect(saved.status).toBe(200);
    await until(() => socket.told.includes(VARIANTS_CHANGED) || socket.told.includes('full-reload'));
    socket.close();
    expect(socket.told).not.toContain('full-reload');
    expect(socket.told).toContain(VARIANTS_CHANGED);
  });

  it('previews an edit as the dev server draws the page, without its scripts, writing nothing', async () => {
    const before = readFileSync(join(variantsDir, 'base.yaml'), 'utf8');
    const response = await post('/preview', { file: 'variants/base.yaml', text: before.replace(/^title: .*$/m, 'title: Seen in the preview') });
    expect(response.status).toBe(200);
    const { html, problems } = (await response.json()) as PreviewAnswer;
    expect(problems).toEqual([]);
    expect(html).toContain('<title>Seen in the preview</title>');
    expect(html).toContain('/src/styles.css');
    expect(html).not.toMatch(/<script/i);
    expect(readFileSync(join(variantsDir, 'base.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a POST that is not JSON with 415: a form on another site cannot write a page', async () => {
    const response = await post('/save', { file: 'variants/base.yaml', text: 'x', version: 'y' }, 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringContaining('application/json') });
  });

  it('answers an unknown address with 404 and JSON saying which addresses there are', async () => {
    const response = await fetchPath(`${PAGES_API}/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.stringContaining(`${PAGES_API}/preview`) });
  });
});
