import AxeBuilder from '@axe-core/playwright';
import { expect, sitemapRoutes, test, unknownPath, visit } from './support';

const routes = [...sitemapRoutes(), unknownPath];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(`accessibility (${viewport.name}, ${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route} has no WCAG 2 A/AA violations`, async ({ page }) => {
        // The cookie banner is part of a first visit, so it is scanned too.
        await visit(page, route, route === unknownPath ? 404 : 200);
        // Off-screen sections skip rendering (content-visibility: auto) until a visitor scrolls
        // near them; axe reads colours from rendered boxes, so render everything as a scrolling
        // visitor would see it before scanning.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const report = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`,
        );
        expect(report, `axe violations on ${route} at ${viewport.width}px`).toEqual([]);
      });
    }
  });
}
