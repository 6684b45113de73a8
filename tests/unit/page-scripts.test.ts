// @vitest-environment jsdom
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageScripts } from '../../scripts/page-scripts';
import { pageLoader } from '../../src/render/document';
import { pageBehaviours, pageKind } from '../../src/render/page-script';
import { readSite } from '../../src/render/site-pipeline';
import { engine } from '../../src/site/engine';
import { repoRoot, tempDir } from './engine/variants-dir';

/**
 * A text page (no action button, form or island) carries exactly its own behaviours inline,
 * and no client entry (src/render/page-script.ts, scripts/page-scripts.ts); every other page keeps
 * the loader and the entry.
 */
const run = readSite({ engine, root: repoRoot });
const pageAt = (route: string) => run.site.pages.find((p) => p.data.route === route)!;

/** A route rendered as the build renders it, with the sets of behaviours its text-page script was asked for. */
function render(route: string) {
  const asked: string[][] = [];
  const html = run.render(pageAt(route), {
    script: '/assets/main.js',
    stylesheets: [],
    textPages: (behaviours) => {
      asked.push(behaviours);
      return `/* text page: ${behaviours.join(' ')} */`;
    },
  });
  return { html, asked };
}

const cookieBanner = 'blocks/cookie-banner/cookie-consent';
const missingPath = 'blocks/not-found/log-missing-path';

describe('which pages carry their own behaviours inline', () => {
  it.each([
    ['/terms', [cookieBanner]],
    ['/privacy', [cookieBanner]],
    ['*', [cookieBanner, missingPath]],
  ])('%s is a text page and asks for exactly its behaviours', (route, behaviours) => {
    const { html, asked } = render(route);
    expect(pageKind(html)).toBe('text');
    expect(asked).toEqual([behaviours]);
    expect(pageBehaviours(html)).toEqual(behaviours);
    expect(html).toContain(`<script>/* text page: ${behaviours.join(' ')} */</script>`);
    expect(html).not.toContain('/assets/main.js');
  });

  it.each(['/', '/villa', '/thank-you'])('%s has action buttons or forms, so it keeps the loader and the client entry', (route) => {
    const { html, asked } = render(route);
    expect(pageKind(html)).not.toBe('text');
    expect(asked).toEqual([]);
    expect(html).toContain(`<script>${pageLoader('/assets/main.js', { query: html.includes('data-session=') })}</script>`);
  });

  it('the dev server runs every page from the client entry', () => {
    const html = run.render(pageAt('/terms'), { script: '/src/interactive/client/main.ts', stylesheets: [], dev: true, textPages: () => 'never' });
    expect(html).toContain('<script type="module" src="/src/interactive/client/main.ts"></script>');
  });
});

describe('a text page’s inline script (scripts/page-scripts.ts)', () => {
  const outDir = tempDir('page-scripts');
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const manifest = { 'src/interactive/tags/load-tags.ts': { file: 'assets/load-tags-abc.js' } };

  async function scriptFor(behaviours: string[]): Promise<string> {
    const scripts = new PageScripts(repoRoot, outDir, manifest);
    expect(scripts.get(behaviours)).toBeUndefined();
    await scripts.buildMissing();
    return scripts.get(behaviours)!;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('holds only the behaviours it is built with: the not-found page’s warning has no cookie banner code', async () => {
    const code = await scriptFor([missingPath]);
    expect(code).toContain('.pathname');
    expect(code).not.toContain('data-consent-banner');
    expect(code).not.toMatch(/import\.meta|<\/script|<!--/);
  });

  it('loads the code that sends a signal or an error report only on that input, from a file of its own without supabase-js', async () => {
    const code = await scriptFor([cookieBanner]);
    const later = [...code.matchAll(/import\(["'`]([^"'`]+)["'`]\)/g)].map((m) => m[1]!);
    expect(new Set(later)).toEqual(new Set(['/assets/load-tags-abc.js', expect.stringMatching(/^\/assets\/client-event-[\w-]{8}\.js$/)]));
    const sender = readFileSync(join(outDir, later.find((file) => file.includes('client-event'))!), 'utf8');
    expect(sender).toContain('log_client_event');
    expect(sender).not.toMatch(/supabase-js|^import /m);
  });

  it('runs its behaviours after load, as the client entry would: the banner shows and is marked hydrated', async () => {
    const code = await scriptFor([cookieBanner]);
    localStorage.clear();
    document.body.innerHTML = `<div data-behaviour="${cookieBanner}" data-props='{"storageKey":"cookie-consent","acceptValue":"accepted","declineValue":"declined"}'><div data-consent-banner hidden><button data-consent="accept">Accept</button></div></div><div data-behaviour="ui/countdown" data-props="{}"></div>`;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    new Function(code)();
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    expect(banner.hidden).toBe(true);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(banner.hidden).toBe(false));
    // The page's code is running, as the client entry says on other pages (early-input.ts).
    expect(window.__landfallReady).toBe(true);
    expect(document.querySelector<HTMLElement>(`[data-behaviour="${cookieBanner}"]`)!.dataset.hydrated).toBe('');
    // A behaviour the page was not built with is not there to run.
    expect(errors).toHaveBeenCalledWith('[landfall] no behaviour named "ui/countdown"');
  });
});
