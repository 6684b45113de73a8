import { anonKey, backendUrl } from './config';

/**
 * Live numbers over real data: founder applications per country (ISO 3166 alpha-2) and paid
 * payments per product. One plain POST in the shape supabase-js sends (see client.ts), so a page
 * that only shows counts never loads the 60 kB client library.
 */
export interface LiveCounts {
  countries: Record<string, number>;
  products: Record<string, number>;
}

function numberRecord(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
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
    if (!data || typeof data !== 'object') return null;
    return {
      countries: numberRecord('countries' in data ? data.countries : undefined),
      products: numberRecord('products' in data ? data.products : undefined),
    };
  } catch {
    return null;
  }
}
