/**
 * The shapes every entry of the error catalogue shares (src/engine/error-catalogue.ts): an entry
 * is the message an error prints, built from typed parameters, and one sentence of what to do.
 */
interface Entry<P> {
  message: (params: P) => string;
  hint: string;
}
export const entry = <P>(e: Entry<P>): Entry<P> => e;

export const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * What an error can add about the name the author wrote, as data (src/engine/hints.ts and
 * suggest.ts decide which): the likely typo, what exists (all of it, or the nearest few of a long
 * list), or, for an amount written where a product id goes, the products at that price.
 */
export type Suggestion =
  | { nothing: true }
  | { closest: string }
  | { noneExist: string }
  | { all: readonly string[]; noun: string }
  | { nearest: readonly string[]; of: number; noun: string }
  | { priceNotName: string; atThatPrice: readonly string[]; more: boolean };

/** The words of a Suggestion, with a leading space (or '' when there is nothing to add). */
export function suggestionText(s: Suggestion): string {
  if ('closest' in s) return ` Did you mean "${s.closest}"?`;
  if ('noneExist' in s) return ` There are no ${s.noneExist}.`;
  if ('all' in s) return ` The ${s.noun}: ${quoted(s.all)}.`;
  if ('nearest' in s) return ` The nearest of the ${s.of} ${s.noun}: ${quoted(s.nearest)}.`;
  if ('priceNotName' in s) {
    const atThatPrice = s.atThatPrice.length ? ` Products at that price: ${quoted(s.atThatPrice)}${s.more ? ', …' : ''}.` : '';
    return ` ${s.priceNotName} names a product, not a price (amounts are in cents in products.yaml).${atThatPrice}`;
  }
  return '';
}
