import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from 'vite';
import { loadSite } from '../../src/site/engine';
import { formatError } from '../../src/engine/errors';
import { repoRoot } from './engine/variants-dir';
import { devServerForFile, schemaHeader as header } from './dev-server-harness';

/** What the terminal printed: errors and infos, one entry per call. */
const terminal: { errors: string[]; infos: string[] } = { errors: [], infos: [] };
const customLogger = {
  ...createLogger('silent'),
  error: (message: string) => void terminal.errors.push(message),
  info: (message: string) => void terminal.infos.push(message),
};
const { variantsDir, get } = devServerForFile({ port: 4313, customLogger });

/** Files a test wrote, with what they held before (undefined: they did not exist). */
const written = new Map<string, string | undefined>();
const write = (file: string, text: string) => {
  const path = join(variantsDir, file);
  if (!written.has(path)) written.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  writeFileSync(path, text);
};
afterEach(() => {
  for (const [path, before] of written) {
    if (before === undefined) rmSync(path, { force: true });
    else writeFileSync(path, before);
  }
  written.clear();
});
/** The page as the dev server sends it: the error page escapes `&` and `<`. */
const escaped = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** What the validator says about one file, as the CLI prints it. */
const linesFor = (file: string) =>
  loadSite({ root: repoRoot, variantsDir })
    .errors.map(formatError)
    .filter((line) => line.startsWith(`${file}:`));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Until the file watcher has reported a change and validated it (a request waits for that). */
const watcherDone = async (since: number) => {
  while (terminal.infos.length <= since || !terminal.infos.slice(since).some((line) => line.includes('changed'))) await sleep(20);
  await get('/base');
};

describe('npm start with a broken file', () => {
  it('one broken variant took every route down with its errors', async () => {
    const infosBefore = terminal.infos.length;
    const errorsBefore = terminal.errors.length;
    write('broken.yaml', `${header}\nextends: base\nroute: /broken\nlocale: fr\n`);
    write('other.yaml', `${header}\nextends: base\nroute: /other\nlocale: de\n`);

    const fine = await get('/base');
    expect(fine.status).toBe(200);
    expect(fine.html).toContain('<title>Base page</title>');
    expect((await get('/base-b')).status).toBe(200);

    const broken = await get('/broken');
    expect(broken.status).toBe(500);
    expect(broken.html).toContain('variants/broken.yaml:4:9 locale: Expected \\"en\\" or \\"es\\", got \\"fr\\"'); // the overlay's payload
    expect(broken.html).toContain('ErrorOverlay');
    expect(broken.html).not.toContain('other.yaml');
    const other = await get('/other');
    expect(other.status).toBe(500);
    expect(other.html).toContain('variants/other.yaml:4:9 locale: Expected "en" or "es", got "de"');
    expect(other.html).not.toContain('broken.yaml');

    // The terminal lists every problem once, whichever routes were asked for and however often.
    await get('/broken');
    await watcherDone(infosBefore);
    const printed = terminal.errors.slice(errorsBefore).join('\n');
    for (const line of [
      'variants/broken.yaml:4:9 locale: Expected "en" or "es", got "fr"',
      'variants/other.yaml:4:9 locale: Expected "en" or "es", got "de"',
    ]) {
      expect(printed.split(line).length - 1).toBe(1);
    }
    expect(printed).toContain('2 problems in variants; /broken, /other show their errors, every other route still renders.');

    write('broken.yaml', `${header}\nextends: base\nroute: /broken\nlocale: es\n`);
    const mended = await get('/broken');
    expect(mended.status).toBe(200);
    expect(mended.html).toContain('<html lang="es">');
  });

  it('a variant that is not YAML at all took every route down', async () => {
    write('unparsable.yaml', `${header}\nroute: /unparsable\nlocale: en\nblocks: [\n`);
    expect((await get('/base')).status).toBe(200);
    const page = await get('/unparsable');
    const lines = linesFor('variants/unparsable.yaml');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^variants\/unparsable\.yaml:\d+:\d+[ :]/);
    expect(page.status).toBe(500);
    for (const line of lines) expect(page.html).toContain(escaped(line));
  });

  it('a broken shared file took down routes that do not read it', async () => {
    const notice = [
      'legal:',
      '  type: legal',
      '  title: Notice',
      '  effective: "Effective date: August 1, 2025"',
      '  backLabel: Back to Home',
      '  sections:',
      '    - heading: Notice',
      '      paragraphs: [Read this first.]',
      '',
    ].join('\n');
    write('_shared/notice.yaml', notice);
    write(
      'notice.yaml',
      `${header}\nroute: /notice\nlocale: en\ntitle: Notice page\ndescription: A page with a shared notice.\nproductId: founder-membership\nblocks:\n  - $ref: "notice#/legal"\n`,
    );
    expect((await get('/notice')).status).toBe(200);

    write('_shared/notice.yaml', notice.replace('  title: Notice', '  title: [Notice'));
    const page = await get('/notice');
    expect(page.status).toBe(500);
    const lines = linesFor('variants/_shared/notice.yaml');
    expect(lines[0]).toMatch(/^variants\/_shared\/notice\.yaml:\d+:\d+[ :]/);
    for (const line of lines) expect(page.html).toContain(escaped(line));
    expect((await get('/base')).status).toBe(200);
    expect((await get('/base-b')).status).toBe(200);

    write('_shared/notice.yaml', notice);
    expect((await get('/notice')).html).toContain('Read this first.');
  });

  it('a broken site.yaml stopped every route without the terminal saying so, once', async () => {
    const original = readFileSync(join(variantsDir, '_shared/site.yaml'), 'utf8');
    const infosBefore = terminal.infos.length;
    const errorsBefore = terminal.errors.length;
    write('_shared/site.yaml', original.replace('themeColor: "#0b4f4a"', 'themeColour: "#0b4f4a"'));
    const lines = linesFor('variants/_shared/site.yaml');
    expect(lines.length).toBeGreaterThan(0);
    for (const route of ['/base', '/base-b', '/base']) {
      const page = await get(route);
      expect(page.status).toBe(500);
      for (const line of lines) expect(page.html).toContain(escaped(line));
    }
    await watcherDone(infosBefore);
    const printed = terminal.errors.slice(errorsBefore);
    expect(printed.filter((text) => text.includes(lines[0] ?? '?'))).toHaveLength(1);
    expect(printed.join('\n')).toContain('a file every page reads is broken, so every route shows these errors until it is fixed.');

    write('_shared/site.yaml', original);
    expect((await get('/base')).status).toBe(200);
  });
});
