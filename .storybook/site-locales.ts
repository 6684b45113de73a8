import { parse } from 'yaml';
import { languageName, localesWritten } from '../src/lib/locales';
import siteYaml from '../variants/_shared/site.yaml?raw';

/** The site's languages as its site.yaml declares them (the first is the default): the toolbar's and the docs pages' list. */
export const storyLocales: string[] = localesWritten(parse(siteYaml));

/** A language's name in itself, like "español", for the toolbar and the docs pages' headings. */
export const nativeName = (locale: string) => {
  const name = languageName(locale, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};
