import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../src/engine/errors';
import { loadSite, engine } from '../../src/site/engine';
import { colorTokens, fontTokens } from '../../src/lib/theme-tokens';
import { readSite } from '../../src/render/site-pipeline';
import { unstyledBody } from '../../src/render/document';
import { makeVariantsDir, repoRoot } from './engine/variants-dir';

/**
 * Design tokens are site data (issue 26): `theme:` in variants/_shared/site.yaml sets the colours,
 * fonts, corner radius and spacing unit every page's classes read, as CSS variables, so a second
 * site has its own brand without a stylesheet edit.
 */
const assets = { stylesheets: ['/assets/styles.css'], script: '/assets/main.js' };

/** A copy of the site whose site.yaml ends with `theme` (YAML text, indented under the key). */
function siteWithTheme(theme: string) {
  const dir = makeVariantsDir();
  appendFileSync(join(dir, '_shared/site.yaml'), `theme:\n${theme}`);
  return dir;
}

const errorsOf = (dir: string) => loadSite({ root: repoRoot, variantsDir: dir }).errors.map(formatError);

describe("a site's theme", () => {
  it('names exactly the colours and fonts src/theme.css defines', () => {
    const css = readFileSync(join(repoRoot, 'src/theme.css'), 'utf8');
    expect([...css.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1])).toEqual([...colorTokens]);
    expect([...css.matchAll(/--font-([a-z0-9-]+):/g)].map((m) => m[1])).toEqual([...fontTokens]);
  });

  it('sets its tokens on every page, after the stylesheet, as CSS variables its classes read', () => {
    const dir = siteWithTheme(
      [
        '  colors:',
        "    ocean: '#4f46e5'",
        "    sand: '#f8fafc'",
        '  fonts:',
        '    display: "\'Space Grotesk\', system-ui, sans-serif"',
        '  radius:',
        '    2xl: 0.5rem',
        '  spacing: 0.3rem',
        '',
      ].join('\n'),
    );
    const run = readSite({ engine, root: repoRoot, variantsDir: dir });
    expect(run.errors.map(formatError)).toEqual([]);
    const page = run.site.pages.find((p) => p.data.route === '/base');
    expect(page).toBeDefined();
    const html = run.render(page!, assets);
    const style =
      ":root{--color-ocean:#4f46e5;--color-sand:#f8fafc;--font-display:'Space Grotesk', system-ui, sans-serif;--radius-2xl:0.5rem;--spacing:0.3rem}";
    expect(html).toContain(`<link rel="stylesheet" href="/assets/styles.css">\n<style>${style}</style>\n</head>`);
  });

  it('adds nothing where the site sets no theme: the stylesheet keeps its defaults', () => {
    const run = readSite({ engine, root: repoRoot, variantsDir: makeVariantsDir() });
    const page = run.site.pages.find((p) => p.data.route === '/base');
    // Only the rule that hides the body until the stylesheet (document.tsx, unstyledBody), before it.
    expect(run.render(page!, assets).match(/<style>.*<\/style>/g)).toEqual([unstyledBody]);
  });

  it('refuses a value that is no colour, font list or length at its line, so nothing can close the style', () => {
    const dir = siteWithTheme(
      ['  colors:', "    ocean: 'red;}</style><script>alert(1)</script>'", '  fonts:', '    sans: "Inter; color: red"', '  spacing: 4px;x', ''].join('\n'),
    );
    const lines = readFileSync(join(dir, '_shared/site.yaml'), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(errorsOf(dir)).toEqual([
      `variants/_shared/site.yaml:${lineOf('ocean:')}:12 theme.colors.ocean: Colours are #rrggbb (or #rgb), like #0b4f4a`,
      `variants/_shared/site.yaml:${lineOf('sans:')}:11 theme.fonts.sans: A font list is names separated by commas, quoted when they hold spaces, like "'Inter', system-ui, sans-serif"`,
      `variants/_shared/site.yaml:${lineOf('spacing:')}:12 theme.spacing: Lengths are a number with rem, px or em, like 0.75rem`,
    ]);
    expect(errorsOf(siteWithTheme('  spacing: 4\n'))).toEqual([
      expect.stringMatching(/^variants\/_shared\/site\.yaml:\d+:12 theme\.spacing: Expected a string, got 4$/),
    ]);
  });

  it('names the colours there are when one is misspelt', () => {
    const errors = errorsOf(siteWithTheme(['  colors:', "    ocaen: '#4f46e5'", ''].join('\n')));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^variants\/_shared\/site\.yaml:\d+:5 theme\.colors.*ocaen.*ocean/);
  });
});
