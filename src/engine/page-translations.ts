import { valueAt, type AuthorError } from './errors';
import type { LoadedPage } from './load-site';
import type { PageData } from './page-schema';
import { locales, type Locale, type Site } from './site-schema';
import { locate } from './source';
import { didYouMean } from './suggest';

/**
 * Pages that are translations of each other (`translations:` in a variant) become `hreflang`
 * alternates in the head and the sitemap. Search engines ignore a pair that does not point both
 * ways, so the loader refuses one: each page of a group names every other page of the group.
 */

/** The language of `x-default`, and what a checkout in an unknown language falls back to. */
export const defaultLocale: Locale = locales[0];

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
  const found = locales.flatMap((locale) => {
    const route = routes[locale];
    return route ? [{ hreflang: locale, href: absolute(site, route) }] : [];
  });
  const fallback = routes[defaultLocale];
  return fallback ? [...found, { hreflang: 'x-default', href: absolute(site, fallback) }] : found;
}

/**
 * Every `translations` entry names a page that exists, is in the language it is listed under
 * (not this page's own), and names this page back under this page's language.
 */
export function checkTranslations(pages: LoadedPage[]): AuthorError[] {
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const errors: AuthorError[] = [];
  for (const page of pages) {
    const listed = page.data.translations ?? {};
    const located = valueAt(page.located, ['translations']);
    for (const locale of locales) {
      const route = listed[locale];
      if (!route) continue;
      const problem = translationProblem(page, locale, route, byRoute);
      if (problem) {
        errors.push({
          code: 'BadTranslation',
          pos: locate(located, locale) ?? locate(page.located, 'translations') ?? { file: page.file, line: 1, col: 1 },
          path: `translations.${locale}`,
          message: problem,
        });
      }
    }
  }
  return errors;
}

function translationProblem(page: LoadedPage, locale: Locale, route: string, byRoute: Map<string, LoadedPage>): string | undefined {
  const { data } = page;
  if (locale === data.locale) return `This page is itself in "${locale}": list only its translations into other languages`;
  const other = byRoute.get(route);
  if (!other || route === '*') {
    const known = [...byRoute.keys()].filter((r) => r !== '*');
    return `No page has route "${route}".${didYouMean(route, known)}`;
  }
  if (other.data.locale !== locale) {
    return `${route} (${other.file}) is in "${other.data.locale}", not "${locale}": list it under ${other.data.locale}, or give it locale ${locale}`;
  }
  const back = other.data.translations?.[data.locale];
  if (back !== data.route) {
    const now = back ? `it names ${back} instead` : 'it names none';
    return `${route} (${other.file}) must name this page back as its "${data.locale}" translation (translations: { ${data.locale}: ${data.route} }); ${now}`;
  }
  return undefined;
}
