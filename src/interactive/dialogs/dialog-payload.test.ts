import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../scripts/build-site';
import { loadSite } from '../../site/engine';
import { dialogPayload } from './dialog-payload';
import { pageDialogPayload } from './page-dialogs';

const root = join(import.meta.dirname, '../../..');
const site = loadSite({ root });
const dialogs = site.dialogs!;
let outDir: string;

const htmlOf = (file: string) => readFileSync(join(outDir, file), 'utf8');
const textsUrlIn = (html: string) => /<body[^>]* data-dialogs="([^"]+)"/.exec(html)?.[1];
const fileAt = (url: string) => JSON.parse(readFileSync(join(outDir, url), 'utf8')) as unknown;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'landfall-dialog-texts-'));
  const result = await buildSite({ root, outDir, quiet: true });
  expect(result.messages).toEqual([]);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('dialog texts of a built page', () => {
  it("a page with action buttons names a hashed file holding its language's texts and the shared settings", () => {
    const url = textsUrlIn(htmlOf('mansion.html'))!;
    expect(url).toMatch(/^\/assets\/dialogs-en-[0-9a-f]{8}\.json$/);
    const payload = fileAt(url);
    expect(payload).toEqual(dialogPayload(dialogs, 'en'));
    expect(payload).not.toHaveProperty('es');
  });

  it("keeps the texts of every step after the first out of the HTML: a visitor who never goes on never downloads them; the intro is the page's own (first-steps.tsx)", () => {
    const html = htmlOf('mansion.html');
    expect(html).toContain(dialogs.texts.en!.founder.intro.button);
    expect(html).not.toContain(dialogs.texts.en!.founder.success.title);
    expect(html).not.toContain(dialogs.texts.en!.partnership.confirmation.title);
  });

  it('writes the Spanish texts too, for Spanish pages', () => {
    const spanish = readdirSync(join(outDir, 'assets')).filter((file) => /^dialogs-es-[0-9a-f]{8}\.json$/.test(file));
    expect(spanish).toHaveLength(1);
    expect(fileAt(`/assets/${spanish[0]}`)).toEqual(dialogPayload(dialogs, 'es'));
  });

  it('a page with its own dialog texts names a file of its own, with them merged in', () => {
    const mex = site.pages.find((p) => p.data.dialogs)!.data;
    const url = textsUrlIn(htmlOf(`${mex.route.slice(1)}.html`))!;
    expect(url).toMatch(new RegExp(`^/assets/dialogs-${mex.locale}-${mex.route.slice(1)}-[0-9a-f]{8}\\.json$`));
    expect(fileAt(url)).toEqual(pageDialogPayload(dialogs, mex));
    expect(fileAt(url)).not.toEqual(dialogPayload(dialogs, mex.locale));
    // Every other page of its language keeps the shared file.
    const other = site.pages.find(
      (p) => p.data.locale === mex.locale && !p.data.dialogs && p.data.route !== '*' && textsUrlIn(htmlOf(`${p.data.route.slice(1)}.html`)),
    );
    if (other) expect(fileAt(textsUrlIn(htmlOf(`${other.data.route.slice(1)}.html`))!)).toEqual(dialogPayload(dialogs, mex.locale));
  });

  it('a page without action buttons names none', () => {
    const html = htmlOf('terms.html');
    expect(html).not.toContain('data-action=');
    expect(textsUrlIn(html)).toBeUndefined();
  });
});
