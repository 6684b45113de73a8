import AxeBuilder from '@axe-core/playwright';
import { drawEverySection, expect, test, transitionsDone, twoFrames, unknownPath, visit } from '../../../tests/e2e/support';

/**
 * The example site as built by `npm run build -- --site examples/pingwell` (dist-pingwell/),
 * served by its own preview (playwright.config.ts, project "pingwell"). One test per page reads it
 * in its three languages; one scans every route with axe at both widths.
 */
const pages = [
  {
    name: 'home',
    routes: { en: '/', de: '/de', fr: '/fr' },
    headings: {
      en: 'Know it is down before your customers do',
      de: 'Wissen, dass es ausfällt, bevor Ihre Kunden es merken',
      fr: 'Sachez que tout est en panne avant vos clients',
    },
    texts: { en: 'Pro from €19/month', de: 'Pro ab 19 €/Monat', fr: 'Pro à partir de 19 €/mois' },
  },
  {
    name: 'pricing',
    routes: { en: '/pricing', de: '/de/preise', fr: '/fr/tarifs' },
    headings: {
      en: 'One price per month, no per-seat surprises',
      de: 'Ein Preis pro Monat, keine Überraschungen pro Nutzer',
      fr: 'Un prix par mois, sans surprise par utilisateur',
    },
    texts: { en: '€79/month', de: '79 €/Monat', fr: '79 €/mois' },
  },
  {
    name: 'features',
    routes: { en: '/features', de: '/de/funktionen', fr: '/fr/fonctionnalites' },
    headings: {
      en: 'Everything you need to know your service is up',
      de: 'Alles, um zu wissen, dass Ihr Dienst läuft',
      fr: 'Tout pour savoir que votre service fonctionne',
    },
    texts: { en: 'Maintenance windows', de: 'Wartungsfenster', fr: 'Fenêtres de maintenance' },
  },
  {
    // The site's own block, release-notes: its dates are written in the page's language.
    name: 'changelog',
    routes: { en: '/changelog', de: '/de/aenderungen', fr: '/fr/nouveautes' },
    headings: { en: 'What is new in Pingwell', de: 'Neu in Pingwell', fr: 'Les nouveautés de Pingwell' },
    texts: { en: 'November 3, 2026', de: '3. November 2026', fr: '3 novembre 2026' },
  },
] as const;

const normalise = (text: string | null) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\u202f|\u00a0/g, ' ')
    .trim();

for (const { name, routes, headings, texts } of pages) {
  test(`${name} reads in English, German and French, each naming the others`, async ({ page }) => {
    for (const [locale, route] of Object.entries(routes) as [keyof typeof routes, string][]) {
      await visit(page, route);
      await expect(page.locator('html'), route).toHaveAttribute('lang', locale);
      // One h1 per page, also where the page opens with pricing or a feature list (no hero).
      const heading = page.locator('h1');
      await expect(heading, `${route} has one h1`).toHaveCount(1);
      expect(normalise(await heading.textContent()), `${route} h1`).toBe(headings[locale]);
      expect(normalise(await page.locator('main, body').first().textContent()), `${route} text`).toContain(texts[locale].replace(/\u202f|\u00a0/g, ' '));
      // Three languages and x-default, each with its page's address.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
      expect(alternates, `${route} hreflang`).toEqual([...Object.entries(routes), ['x-default', routes.en]]);
    }
  });
}

test('every route has no WCAG 2 A/AA violations at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(300_000);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const viewports = [1280, 375];
  const report: string[] = [];
  for (const route of [...pages.flatMap((p) => Object.values(p.routes)), unknownPath]) {
    // Widened on a blank page: widening the last route's page made its hero ask for the desktop
    // picture again, and this visit cut that request off (red in a local CI run).
    await page.goto('about:blank');
    await page.setViewportSize({ width: viewports[0]!, height: 800 });
    await visit(page, route, route === unknownPath ? 404 : 200);
    await drawEverySection(page);
    for (const width of viewports) {
      await page.setViewportSize({ width, height: 800 });
      await twoFrames(page);
      await transitionsDone(page);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      report.push(
        ...results.violations.map((v) => `${route} at ${width}px ${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      );
    }
    // The phone width asks for the hero's smaller picture: leave only once it has arrived, or the
    // next route's navigation cuts that request off (which the problems fixture rightly reports).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  }
  expect(report).toEqual([]);
});
