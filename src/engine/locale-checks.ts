import { checkCompletionPages } from './completion-pages';
import type { AuthorError } from './errors';
import type { LoadedPage } from './loaded-page';
import { checkLocaleParity, type SharedText } from './locale-parity';
import { checkTranslations } from './page-translations';

/**
 * What makes the site whole across its languages, checked once every page has loaded: UI texts
 * in every language, translations that point both ways, and one page per language where a paid
 * checkout returns.
 */
export function checkLocales(pages: LoadedPage[], sharedFiles: readonly SharedText[]): AuthorError[] {
  return [...checkLocaleParity(sharedFiles), ...checkTranslations(pages), ...checkCompletionPages(pages)];
}
