import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, expect, sitemapRoutes, test, visit } from './support';

/**
 * The dialogs' stylesheet arrives with their code, after the page has been laid out. It must not
 * change the page: it once re-declared `.w-full` after the page's `sm:`/`lg:` widths, and on
 * hovering More Info the feature cards of /padel went from four columns to four stacked rows.
 */
const dialogCss = readdirSync(join(distDir, 'assets')).filter((f) => /^dialog-host-.*\.css$/.test(f));

/** Where every element of the page's main content sits, rounded to whole pixels. */
const layout = () =>
  [...document.querySelectorAll('main *, section *')].map((el) => {
    const r = el.getBoundingClientRect();
    return `${el.tagName}.${el.className}:${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}x${Math.round(r.height)}`;
  });

for (const width of [1280, 390]) {
  test(`the dialogs' stylesheet moves nothing on any page at ${width} px (was: feature cards stacked after hovering More Info)`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(dialogCss, 'the build emits the dialogs stylesheet').toHaveLength(1);
    await page.setViewportSize({ width, height: 900 });
    const moved: string[] = [];
    for (const route of sitemapRoutes()) {
      await visit(page, route);
      // Paint every section (they skip rendering off screen) so their boxes are real, and hold
      // still what moves by itself (marquees, pulses, the cookie banner sliding in).
      await page.addStyleTag({
        content: 'section{content-visibility:visible!important}*,*::before,*::after{animation:none!important;transition:none!important}',
      });
      // Before, with and again without the stylesheet: a box it moved goes back when it is taken
      // out, where one a script changed meanwhile (a live count arriving, a rotating word) stays
      // changed. No wait for the page's own requests to end.
      const before = await page.evaluate(layout);
      const sheet = await page.addStyleTag({ url: `/assets/${dialogCss[0]}` });
      const after = await page.evaluate(layout);
      await sheet.evaluate((link) => link.parentNode?.removeChild(link));
      const again = await page.evaluate(layout);
      const changed = before.filter((box, i) => box !== after[i] && again[i] === box);
      if (changed.length) moved.push(`${route}: ${changed.length} elements, first ${changed[0]} → ${after[before.indexOf(changed[0]!)]}`);
    }
    expect(moved).toEqual([]);
  });
}
