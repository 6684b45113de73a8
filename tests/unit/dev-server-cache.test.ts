import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { LoadedSite } from '../../src/engine/load-site';
import { loadSite } from '../../src/site/engine';
import { SiteCache } from '../../src/engine/site-cache';
import { formatError } from '../../src/engine/errors';
import { fetchAgain } from './dev-server-harness';
import { VARIANTS_CHANGED } from '../../src/site/dev-reload';
import { makeVariantsDir, repoRoot } from './engine/variants-dir';

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';
const variantsDir = makeVariantsDir();
let server: ViteDevServer;
let base: string;
const heard = { reloads: 0, last: 0 };

beforeAll(async () => {
  process.env.LANDFALL_VARIANTS_DIR = variantsDir;
  // A burst is 50 writes in one loop; on a loaded CI machine the watcher may report them more
  // than 100 ms apart, which would rightly be two bursts. A second of quiet makes it one here.
  process.env.LANDFALL_DEV_QUIET_MS = '1000';
  server = await createServer({ root: repoRoot, logLevel: 'silent', server: { port: 5392, strictPort: false } });
  await server.listen();
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  // What the browser is told: every page of npm start listens on this socket for the variants event (src/site/dev-reload.ts).
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/?token=${server.config.webSocketToken}`, 'vite-hmr');
  socket.addEventListener('message', (event) => {
    if (String(event.data).includes(VARIANTS_CHANGED)) {
      heard.reloads++;
      heard.last = Date.now();
    }
  });
  await new Promise((open) => socket.addEventListener('open', open, { once: true }));
  expect((await get('/base')).status).toBe(200); // the render module is loaded before any test counts
});

afterAll(async () => {
  delete process.env.LANDFALL_VARIANTS_DIR;
  delete process.env.LANDFALL_DEV_QUIET_MS;
  await server?.close();
});

const get = async (path: string) => {
  const response = await fetchAgain(base + path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};
const passes = async () => {
  const devRender: Record<string, unknown> = await server.ssrLoadModule('/src/site/dev-render.ts');
  return typeof devRender.validationPasses === 'function' ? Number(devRender.validationPasses()) : Number.NaN;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Until the browser has been told to reload and then nothing more for a second. */
const reloadsSettled = async (since: number) => {
  while (heard.last < since || Date.now() - heard.last < 1000) await sleep(50);
};
/** Resolves once the file watcher has reported `file`, i.e. while its validation is pending. */
const watcherSaw = (file: string) =>
  new Promise<void>((seen) => {
    const listener = (_event: string, path: string) => {
      if (path !== file) return;
      server.watcher.off('all', listener);
      seen();
    };
    server.watcher.on('all', listener);
  });
const edit = (file: string, from: string, to: string) => {
  const path = join(variantsDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
};

describe('npm start with a cache of validated variants', () => {
  it('a burst of 50 files ran 50 validations and reloaded the browser 50 times', async () => {
    const before = { passes: await passes(), reloads: heard.reloads };
    const started = Date.now();
    for (let i = 0; i < 50; i++) {
      writeFileSync(join(variantsDir, `burst-${i}.yaml`), `${header}\nextends: base\nroute: /burst-${i}\noverrides:\n  terms: { title: Burst ${i} }\n`);
    }
    await reloadsSettled(started);
    expect(heard.reloads - before.reloads).toBe(1);
    expect((await passes()) - before.passes).toBe(1);
    expect((await get('/burst-49')).html).toContain('Burst 49');

    const removing = Date.now();
    for (let i = 0; i < 50; i++) rmSync(join(variantsDir, `burst-${i}.yaml`));
    await reloadsSettled(removing);
    expect(heard.reloads - before.reloads).toBe(2);
    expect((await get('/burst-49')).status).not.toBe(200);
  });

  it('a request while a validation was pending got the page from before the edit', async () => {
    const file = join(variantsDir, 'pending.yaml');
    let seen = watcherSaw(file);
    writeFileSync(file, `${header}\nextends: base\nroute: /pending\noverrides:\n  terms: { title: Just written }\n`);
    await seen;
    expect((await get('/pending')).html).toContain('Just written');

    seen = watcherSaw(file);
    edit('pending.yaml', 'Just written', 'Written again');
    await seen;
    expect((await get('/pending')).html).toContain('Written again');
    rmSync(file);
  });

  it('an edit of a shared file a page refers to did not show on that page', async () => {
    // base.yaml takes its terms from snippets#/legal-en, whose sections come from snippets#/terms-sections.
    expect((await get('/base-b')).html).toContain('you accept these terms.'); // cached as it is now
    edit('_shared/snippets.yaml', 'you accept these terms.', 'you accept these renewed terms.');
    expect((await get('/base')).html).toContain('you accept these renewed terms.');
    expect((await get('/base-b')).html).toContain('you accept these renewed terms.');
  });

  it('an edit of the page a copy extends did not show on the copy', async () => {
    expect((await get('/base-b')).html).toContain('Base page'); // cached as it is now
    edit('base.yaml', 'title: Base page', 'title: Renamed base page');
    expect((await get('/base-b')).html).toContain('Renamed base page');
  });
});

/** What an author sees of a load: the messages and every page's data, in order. */
const seen = (site: LoadedSite) => ({
  errors: site.errors.map(formatError),
  pages: site.pages.map((page) => [page.file, page.data]),
  dialogs: site.dialogs,
});

describe('loadSite with a cache kept between loads', () => {
  const dir = makeVariantsDir([], { withRealVariants: true });
  const cache = new SiteCache();
  const load = () => loadSite({ root: repoRoot, variantsDir: dir }, cache);
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
  const change = (file: string, from: string, to: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).toContain(from);
    write(file, text.replace(from, to));
  };

  it('every request validated every variant again', () => {
    const first = load();
    const passes = cache.passes;
    expect(load()).toBe(first);
    expect(cache.passes).toBe(passes);
  });

  // Each step is something an author does; after each, the cached load must say exactly what a
  // load from scratch (the build) says.
  const steps: [string, () => void][] = [
    ['edit a shared file many pages refer to', () => change('_shared/footer.yaml', 'label: Privacy Policy', 'label: Privacy notice')],
    ['edit a parent page', () => change('mansion.yaml', 'Last spots at this price', 'Final spots')],
    ['add a copy that extends it', () => write('copy.yaml', `${header}\nextends: mansion\nroute: /copy\nlocale: es\n`)],
    ['break the parent', () => change('mansion.yaml', 'productId: mansion', 'productId: 12')],
    ['mend the parent', () => change('mansion.yaml', 'productId: 12', 'productId: mansion')],
    ['point the copy at a page that does not exist', () => change('copy.yaml', 'extends: mansion', 'extends: mansoin')],
    ['add the page it names', () => write('mansoin.yaml', readFileSync(join(dir, 'mansion.yaml'), 'utf8').replace('route: /mansion', 'route: /mansoin'))],
    ['delete a shared file', () => rmSync(join(dir, '_shared/faq.yaml'))],
    ['change a price', () => change('_shared/products.yaml', 'monthly: 6500', 'monthly: 7500')],
    ['write a file that is not YAML', () => write('broken.yaml', `${header}\nroute: [\n`)],
    ['delete it again', () => rmSync(join(dir, 'broken.yaml'))],
  ];
  it.each(steps)('after "%s" the cached load says what a fresh load says', (_name, step) => {
    load();
    step();
    expect(seen(load())).toEqual(seen(loadSite({ root: repoRoot, variantsDir: dir })));
  });
});
