/**
 * What script a built page carries, chosen from its prerendered body. Kinds, as the budget check
 * (scripts/check-budget.ts) names them:
 * - `text`: no action button, island or form (/terms, the 404 page). Nothing on it needs React, a
 *   dialog or a held tap, so it carries one inline script with its own behaviours and what every
 *   page runs (src/interactive/client/text-page.ts), and no client entry;
 * - `form`: a form or island but no action button (/thank-you);
 * - `dialog`: action buttons, most of them opening dialogs (the landing pages).
 * The last two get the inline loader and the client entry (pageLoader in ./document.tsx).
 */
export type PageKind = 'text' | 'form' | 'dialog';

export function pageKind(html: string): PageKind {
  if (html.includes('data-action=')) return 'dialog';
  if (html.includes('data-island=') || /<form[\s>]/.test(html)) return 'form';
  return 'text';
}

/** The behaviours a page runs (its data-behaviour names), once each, sorted: what its inline script carries. */
export function pageBehaviours(html: string): string[] {
  return [...new Set([...html.matchAll(/data-behaviour="([^"]+)"/g)].map((m) => m[1]!))].sort();
}

/** The inline scripts of text pages by their behaviours (scripts/page-scripts.ts builds them). */
export type TextPageScripts = (behaviours: string[]) => string | undefined;

/**
 * The inline script of a text page, or undefined when the page needs the client entry: it is of
 * another kind, its CSS reads the query (only the loader names it), or the script is not built
 * (the dev server, which runs every behaviour from the entry's source).
 */
export function textPageScript(body: string, scripts: TextPageScripts | undefined, { query }: { query: boolean }): string | undefined {
  if (!scripts || query || pageKind(body) !== 'text') return undefined;
  return scripts(pageBehaviours(body));
}
