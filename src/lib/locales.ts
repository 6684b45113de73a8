/**
 * The site's languages, the one list of them; the first is the default. Schemas, the build,
 * Storybook and supabase/functions/_shared/locales.generated.ts derive from it, and the database
 * is told it at deploy (declare_site_locales: `npm run declare-locales`, and the embedded backend at
 * every start). No zod here: the dialog code in the browser imports this file.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Each language's name in English (schema descriptions) and in itself (language pickers). */
export const localeNames: Record<Locale, { english: string; native: string }> = {
  en: { english: 'English', native: 'English' },
  es: { english: 'Spanish', native: 'Español' },
};

/** The locale `value` names, or the default one. */
export const localeOf = (value: unknown): Locale => locales.find((locale) => locale === value) ?? locales[0];

/** `value` without its per-language keys: what every language shares. */
export function withoutLocales<T extends Record<Locale, unknown>>(value: T): Omit<T, Locale> {
  const shared: Record<string, unknown> = { ...value };
  for (const locale of locales) delete shared[locale];
  return shared as Omit<T, Locale>;
}
