import { checkCompletionPages } from './completion-pages';
import type { AuthorError } from './errors';
import type { LoadedPage } from './loaded-page';
import { checkLocaleParity, type SharedText } from './locale-parity';
import { checkTranslations } from './page-translations';

/**
 * What makes the site whole across its languages (site.yaml's `locales`, any number of them),
 * checked once every page has loaded: UI texts in every one,
 * translations that point both ways, and one page per language where a paid checkout returns.
 * `locales` are site.yaml's, as written even where the file has mistakes of its own.
 */
export function checkLocales(pages: LoadedPage[], sharedFiles: readonly SharedText[], locales: readonly string[], completionBlock?: string): AuthorError[] {
  return [
    ...checkLocaleParity(sharedFiles, locales),
    ...checkTranslations(pages, locales),
    ...(completionBlock ? checkCompletionPages(pages, locales, completionBlock) : []),
  ];
}
