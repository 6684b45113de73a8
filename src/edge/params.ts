import { htmlText } from '../lib/encode.ts';

/**
 * Personalised text: the build renders `{param:utm_term|Own land in Sumba}` as exactly
 * `<span data-param="utm_term" data-max="60">Own land in Sumba</span>`, and this replaces the
 * span's text with the URL's value. The build escaped the default; the value is escaped here.
 */
const SLOT = /<span data-param="([A-Za-z0-9_-]+)" data-max="(\d+)">[^<]*<\/span>/g;

/** The text a slot shows: the value trimmed to `max` code points, or undefined for the default. */
export function slotText(value: string | null, max: number): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // By code point, so an emoji or an accented letter is never cut into an invalid half.
  return Array.from(text).slice(0, max).join('').trim() || undefined;
}

/**
 * The page with its slots filled from `query`, for the parameters `allowed` names (name → most
 * characters); a slot for any other name keeps its default. The shorter of the page's and the
 * manifest's limits wins, so neither can be widened by the other.
 */
export function fillParams(html: string, allowed: Readonly<Record<string, number>>, query: URLSearchParams): string {
  if (!html.includes('data-param=')) return html;
  return html.replace(SLOT, (slot, name: string, max: string) => {
    const limit = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (limit === undefined) return slot;
    const text = slotText(query.get(name), Math.min(limit, Number(max)));
    return text === undefined ? slot : `<span data-param="${name}" data-max="${max}">${htmlText(text)}</span>`;
  });
}

/** Whether the URL carries a value for any of these parameters (the page must then be rewritten). */
export function hasParamValues(allowed: Readonly<Record<string, number>>, query: URLSearchParams): boolean {
  return Object.keys(allowed).some((name) => Boolean(query.get(name)?.trim()));
}
