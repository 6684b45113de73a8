import { anonKey, backendUrl } from './config';

/**
 * The plots of a board that are taken on the server: held by a checkout in progress or sold
 * (supabase/schemas/functions/plot_board_taken.sql). A board is the product whose plots it sells.
 * One plain POST in the shape supabase-js sends, as live-counts.ts does, so the board never loads
 * the client library. Null when the backend cannot answer: the board keeps the YAML's plots.
 */
export async function fetchTakenPlots(board: string): Promise<number[] | null> {
  try {
    const response = await fetch(`${backendUrl()}/rest/v1/rpc/plot_board_taken`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ board }),
    });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    const plots = data && typeof data === 'object' && 'plots' in data ? data.plots : undefined;
    return Array.isArray(plots) ? plots.filter((plot): plot is number => Number.isInteger(plot)) : null;
  } catch {
    return null;
  }
}
