import { visitorRpc } from './visitor-rpc';

/**
 * Live numbers over real data: founder applications per country (ISO 3166 alpha-2) and paid
 * payments per catalogue product. One plain POST (visitor-rpc.ts), so a page that only shows
 * counts never loads the 60 kB client library.
 */
export interface LiveCounts {
  countries: Record<string, number>;
  products: Record<string, number>;
}

/** The whole-number entries of one map in the answer, or null when it is not a map. */
function wholeCounts(map: unknown): Record<string, number> | null {
  if (!map || typeof map !== 'object') return null;
  return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

async function request(): Promise<LiveCounts | null> {
  const answer = await visitorRpc('live_offer_counts', {});
  if (!answer.ok) return null;
  const { data } = answer;
  if (!data || typeof data !== 'object') return null;
  const countries = wholeCounts('countries' in data ? data.countries : undefined);
  if (!countries) return null;
  // A backend from before products were counted still answers the countries.
  return { countries, products: wholeCounts('products' in data ? data.products : undefined) ?? {} };
}

let pending: Promise<LiveCounts | null> | undefined;

/**
 * Resolves to null when the backend cannot answer; pages then keep the YAML's base values.
 * Behaviours started together (a country grid and a spots banner on one page) share one request;
 * once it settles, the next call asks again.
 */
export function fetchLiveCounts(): Promise<LiveCounts | null> {
  pending ??= request().finally(() => {
    pending = undefined;
  });
  return pending;
}
