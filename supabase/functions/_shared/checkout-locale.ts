import { checkoutLocales, defaultLocale, siteLocales, type SiteLocale } from './locales.generated.ts';

/**
 * The language a checkout runs in, chosen from the site's closed list (locales.generated.ts) and
 * never taken as a string from the browser: a payment started on a Spanish page returns to the
 * Spanish completion page, anything else (absent, unknown, a language with no completion page)
 * to the default language's.
 */
export function checkoutLocale(requested: unknown): SiteLocale {
  const known = siteLocales.find((locale) => locale === requested);
  return known && checkoutLocales[known].completionRoute ? known : defaultLocale;
}

/** Where a paid checkout in `locale` lands, with the session id Stripe (or the test checkout) fills in. */
export function completionUrl(site: string, locale: SiteLocale, sessionId: string): string {
  const route = checkoutLocales[locale].completionRoute ?? checkoutLocales[defaultLocale].completionRoute ?? '/';
  return `${site}${route}?session_id=${sessionId}`;
}

export function numberLocaleOf(locale: SiteLocale): string {
  return checkoutLocales[locale].numberLocale;
}
