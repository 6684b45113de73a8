import AxeBuilder from '@axe-core/playwright';
import { pages } from './expected';
import { drawEverySection, expect, sitemapRoutes, test, transitionsDone, twoFrames, unknownPath, visit } from './support';

const unlisted = pages.filter((p) => p.route !== '*' && !p.indexed).map((p) => p.route);
const routes = [...sitemapRoutes(), ...unlisted, unknownPath];
// Widest first: the phone width is then scanned in the same page after a resize, which spares a
// second load and axe's first-run set-up (most of a scan's time; the suite's longest file).
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe(`accessibility at ${viewports.map((v) => `${v.width}px`).join(' and ')}`, () => {
  // A rotating word caught mid-fade is half transparent for a few frames, and axe would judge
  // that frame's contrast; with reduced motion the words switch without fading.
  test.use({ viewport: { width: viewports[0].width, height: viewports[0].height }, reducedMotion: 'reduce' });

  for (const route of routes) {
    test(`${route} has no WCAG 2 A/AA violations`, async ({ page }) => {
      // The cookie banner is part of a first visit, so it is scanned too.
      await visit(page, route, route === unknownPath ? 404 : 200);
      await drawEverySection(page);
      const report: string[] = [];
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        // The new width's layout is painted before axe reads it.
        await twoFrames(page);
        expect(await page.evaluate(() => innerWidth)).toBe(viewport.width);
        await transitionsDone(page);
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        report.push(
          ...results.violations.map(
            (v) =>
              `${viewport.width}px ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`,
          ),
        );
      }
      expect(report, `axe violations on ${route}`).toEqual([]);
    });
  }
});

test.describe('accessibility of the open founder dialog', () => {
  test('the form step, after a failed submit, has no WCAG 2 A/AA violations', async ({ page }) => {
    await visit(page, '/mansion');
    await page.getByRole('button', { name: 'More Info', exact: true }).first().click();
    const dialog = page.locator('[data-dialog="founder"]');
    await expect(dialog).toHaveAttribute('data-step', 'intro');
    await transitionsDone(page);
    const intro = await new AxeBuilder({ page }).include('[data-dialog="founder"]').withTags(tags).analyze();
    expect(
      intro.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'intro step',
    ).toEqual([]);
    await dialog.locator('[data-slot="button"]').first().click();
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    // Let the entry transitions finish: axe reads colours from what is painted.
    await transitionsDone(page);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const report = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
    expect(report, 'axe violations with the founder dialog open').toEqual([]);
  });
});
