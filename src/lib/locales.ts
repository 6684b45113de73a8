/**
 * Languages are a site's data: the keys of `locales` in its site.yaml, any BCP 47 tags (en, de,
 * pt-BR), the first the default. Nothing here lists them. The database is told them at deploy
 * (declare_site_locales: `npm run declare-locales`, and the embedded backend at every start).
 * No zod here: the dialog code in the browser imports this file.
 */
export type Locale = string;

/** A BCP 47 language tag as sites write them: a language, then optional script and region, like en, es, zh-Hant or pt-BR. */
export const localeTagPattern = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

/** A language's name, in English (schema descriptions) or in itself (language pickers): `languageName('es', 'es')` is "español". */
export function languageName(locale: Locale, inLanguage: Locale = 'en'): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The locale `value` names among `locales`, or the first (the default). */
export const localeOf = (value: unknown, locales: readonly Locale[]): Locale => locales.find((locale) => locale === value) ?? locales[0] ?? 'en';

/**
 * The languages a site.yaml declares as written (the keys of its `locales`, in order), from its
 * parsed value, valid or not: the loader, the backend and Storybook read them the same way.
 */
export function localesWritten(settings: unknown): Locale[] {
  const declared = settings && typeof settings === 'object' && 'locales' in settings ? settings.locales : undefined;
  return declared && typeof declared === 'object' && !Array.isArray(declared) ? Object.keys(declared) : [];
}
