import { authorError, formatPath, valueAt, type AuthorError, type Pos } from './errors';
import type { LoadedPage } from './loaded-page';
import type { PageData } from './page-schema';
import type { Locale } from './site-schema';
import { locate } from './source';

/**
 * Where a paid checkout returns is data: in each language, the one page holding the site's
 * completion block (its vocabulary's `completionBlock`; the travel site's is membership-form).
 * create-payment reads the result from a generated file
 * (supabase/functions/_shared/locales.generated.ts), so a visitor who paid from a Spanish page
 * completes the purchase in Spanish.
 */
const holds = (page: Pick<PageData, 'blocks'>, completionBlock: string) => page.blocks.some((b) => b.type === completionBlock);

/** The completion route of each language that has one (the first such page, in file order). */
export function completionRoutes(pages: readonly Pick<PageData, 'route' | 'locale' | 'blocks'>[], completionBlock: string): Partial<Record<Locale, string>> {
  const routes: Partial<Record<Locale, string>> = {};
  for (const page of pages) if (holds(page, completionBlock) && !routes[page.locale]) routes[page.locale] = page.route;
  return routes;
}

/** Where the first pay action of a page is written, or undefined when it has none. */
function firstPayAction(located: unknown, path: (string | number)[] = []): { pos: Pos | undefined; path: string } | undefined {
  if (Array.isArray(located)) {
    for (const [i, item] of located.entries()) {
      const found = firstPayAction(item, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (!located || typeof located !== 'object') return undefined;
  if (path.at(-1) === 'action' && valueAt(located, ['kind']) === 'pay') return { pos: locate(located, 'kind'), path: formatPath([...path, 'kind']) };
  for (const [key, child] of Object.entries(located)) {
    const found = firstPayAction(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Exactly one completion page in every language that has pay buttons, and never two in any. */
export function checkCompletionPages(pages: LoadedPage[], locales: readonly Locale[], completionBlock: string): AuthorError[] {
  const errors: AuthorError[] = [];
  const first = new Map<Locale, LoadedPage>();
  for (const page of pages) {
    const index = page.data.blocks.findIndex((b) => b.type === completionBlock);
    if (index < 0) continue;
    const holder = first.get(page.data.locale);
    if (!holder) {
      first.set(page.data.locale, page);
      continue;
    }
    const pos = locate(valueAt(page.located, ['blocks', index]), 'type') ?? { file: page.file, line: 1, col: 1 };
    errors.push(
      authorError('CompletionPage', pos, `blocks[${index}].type`, {
        block: completionBlock,
        locale: page.data.locale,
        holder: holder.file,
        holderRoute: holder.data.route,
      }),
    );
  }
  for (const locale of locales) {
    if (first.has(locale)) continue;
    for (const page of pages) {
      if (page.data.locale !== locale) continue;
      const pay = firstPayAction(page.located);
      if (!pay) continue;
      errors.push(authorError('CompletionPage', pay.pos ?? { file: page.file, line: 1, col: 1 }, pay.path, { block: completionBlock, payLocale: locale }));
      break;
    }
  }
  return errors;
}
