import { anonKey, backendUrl } from './config';

/**
 * Live numbers over real data. The page reads founder applications per country (ISO 3166
 * alpha-2); the function also answers paid payments per product, for pages that will show spots
 * left. One plain POST in the shape supabase-js sends (see client.ts), so a page that only shows
 * counts never loads the 60 kB client library.
 */
export interface LiveCounts {
  countries: Record<string, number>;
}

/** Resolves to null when the backend cannot answer; pages then keep the YAML's base values. */
export async function fetchLiveCounts(): Promise<LiveCounts | null> {
  try {
    const response = await fetch(`${backendUrl()}/rest/v1/rpc/live_offer_counts`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    const countries: unknown = data && typeof data === 'object' && 'countries' in data ? data.countries : undefined;
    if (!countries || typeof countries !== 'object') return null;
    return { countries: Object.fromEntries(Object.entries(countries).filter((entry): entry is [string, number] => Number.isInteger(entry[1]))) };
  } catch {
    return null;
  }
}
