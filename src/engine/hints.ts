import type { Catalog } from './catalog';
import type { Suggestion } from './error-catalogue';
import { closest } from '../lib/closest';

/** Up to this many names are listed whole; a longer list is cut to the nearest few. */
const shortList = 12;
const nearestCount = 3;

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * What to say after "No X named …": the likely typo when there is one, else what exists, all of
 * it when the list is short and the nearest few when it is not. `noun` is plural ("products").
 */
export function whatExists(input: string, known: readonly string[], noun: string): Suggestion {
  const match = closest(input, known);
  if (match) return { closest: match };
  if (known.length === 0) return { noneExist: noun };
  if (known.length <= shortList) return { all: known, noun };
  const needle = input.toLowerCase();
  const words = new Set(needle.split(/[^a-z0-9]+/));
  // Names that share a word with the input ("club-weekend" → "club-membership") come first.
  const shared = (name: string) =>
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => words.has(w)).length;
  const nearest = [...known]
    .map((name, index) => ({ name, index, w: shared(name), d: distance(needle, name.toLowerCase()) }))
    .sort((a, b) => b.w - a.w || a.d - b.d || a.index - b.index)
    .slice(0, nearestCount)
    .map((x) => x.name);
  return { nearest, of: known.length, noun };
}

/** `6500`, `$6,500`, `12€`, `65.00 EUR`: an amount where a name was expected. Its value in whole units, or undefined. */
export function moneyValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(?:[$€£]|usd|eur)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:[$€£]|usd|eur)?\s*$/i.exec(value);
  if (!match) return undefined;
  const [, whole = '', fraction = '0'] = match;
  return Number(`${whole.replace(/,/g, '')}.${fraction}`);
}

/**
 * What to say after "No product …": for an amount (`6500`, `$6,500`, `12€`), that `what` names a
 * product and which products cost that much; for a name, the likely typo or what exists.
 */
export function productHint(value: unknown, catalog: Catalog, what: string): Suggestion {
  const money = moneyValue(value);
  if (money === undefined) return whatExists(String(value), Object.keys(catalog), 'products');
  const cents = Math.round(money * 100);
  const priced = Object.entries(catalog)
    .filter(([, product]) => product.amount === cents || product.amount === money)
    .map(([id]) => id);
  return { priceNotName: what, atThatPrice: priced.slice(0, nearestCount), more: priced.length > nearestCount };
}
