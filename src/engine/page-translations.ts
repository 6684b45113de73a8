import { authorError, valueAt, type AuthorError, type ErrorParams } from './errors';
import type { LoadedPage } from './loaded-page';
import type { PageData } from './page-schema';
import { siteLocales, type Locale, type Site } from './site-schema';
import { locate } from './source';
import { didYouMean } from './suggest';

/**
 * Pages that are translations of each other (`translations:` in a variant) become `hreflang`
 * alternates in the head and the sitemap. Search engines ignore a pair that does not point both
 * ways, so the loader refuses one: each page of a group names every other page of the group.
 */

/** The language of `x-default`, and what a checkout in an unknown language falls back to: the first of site.yaml's. */
export const defaultLocaleOf = (site: Pick<Site, 'locales'>): Locale => siteLocales(site)[0] ?? 'en';

export interface Alternate {
  hreflang: string;
  href: string;
}

const absolute = (site: Site, route: string) => new URL(route, site.siteUrl).href;

/** The page itself and its translations, in the site's locale order, then x-default; none without translations. */
export function alternatesOf(page: Pick<PageData, 'route' | 'locale' | 'translations'>, site: Site): Alternate[] {
  const translations = page.translations ?? {};
  if (!Object.keys(translations).length || page.route === '*') return [];
  const routes: Partial<Record<Locale, string>> = { ...translations, [page.locale]: page.route };
  const found = siteLocales(site).flatMap((locale) => {
    const route = routes[locale];
    return route ? [{ hreflang: locale, href: absolute(site, route) }] : [];
  });
  const fallback = routes[defaultLocaleOf(site)];
  return fallback ? [...found, { hreflang: 'x-default', href: absolute(site, fallback) }] : found;
}

/**
 * Every `translations` entry is listed under a language of the site, names a page that exists,
 * is in that language (not this page's own), and names this page back under this page's language.
 */
export function checkTranslations(pages: LoadedPage[], locales: readonly Locale[]): AuthorError[] {
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const errors: AuthorError[] = [];
  for (const page of pages) {
    const listed = page.data.translations ?? {};
    const located = valueAt(page.located, ['translations']);
    for (const [locale, route] of Object.entries(listed)) {
      if (!route) continue;
      const problem = locales.includes(locale)
        ? translationProblem(page, locale, route, byRoute)
        : { unknownLocale: locale, locales: [...locales], suggestion: didYouMean(locale, locales) };
      if (problem) {
        const pos = locate(located, locale) ?? locate(page.located, 'translations') ?? { file: page.file, line: 1, col: 1 };
        errors.push(authorError('BadTranslation', pos, `translations.${locale}`, problem));
      }
    }
  }
  return errors;
}

function translationProblem(page: LoadedPage, locale: Locale, route: string, byRoute: Map<string, LoadedPage>): ErrorParams<'BadTranslation'> | undefined {
  const { data } = page;
  if (locale === data.locale) return { ownLocale: locale };
  const other = byRoute.get(route);
  if (!other || route === '*') {
    const known = [...byRoute.keys()].filter((r) => r !== '*');
    return { noRoute: route, suggestion: didYouMean(route, known) };
  }
  if (other.data.locale !== locale) {
    return { route, file: other.file, isIn: other.data.locale, listedAs: locale };
  }
  const back = other.data.translations?.[data.locale];
  if (back !== data.route) return { route, file: other.file, locale: data.locale, back, self: data.route };
  return undefined;
}
