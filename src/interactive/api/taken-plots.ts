import { visitorRpc } from './visitor-rpc';

/**
 * The plots of a board that are taken on the server: held by a checkout in progress or sold
 * (supabase/schemas/functions/plot_board_taken.sql). A board is the product whose plots it sells.
 * One plain POST (visitor-rpc.ts), as live-counts.ts sends, so the board never loads
 * the client library. Null when the backend cannot answer: the board keeps the YAML's plots.
 */
export async function fetchTakenPlots(board: string): Promise<number[] | null> {
  const answer = await visitorRpc('plot_board_taken', { board });
  const plots = answer.ok && answer.data && typeof answer.data === 'object' && 'plots' in answer.data ? answer.data.plots : undefined;
  return Array.isArray(plots) ? plots.filter((plot): plot is number => Number.isInteger(plot)) : null;
}
