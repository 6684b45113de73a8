import type { Action } from '../../interactive/actions/action-schema';
import { fillTemplate } from '../../lib/fill-template';
import type { PlotBoardProps } from './schema';

/** What the board's component and its behaviour both need from the YAML. */
export type BoardTexts = Pick<PlotBoardProps, 'plots' | 'sold' | 'availableLabel' | 'soldLabel' | 'counter' | 'progressText'>;

/** The behaviour's props: the texts, the product that sells plots and each plot's price as written. */
export type BoardProps = BoardTexts & { productId: string; priceTexts: string[] };

/** An available plot opens the founder application dialog, carrying its plot (see action-context.ts). */
export const plotAction = JSON.stringify({ kind: 'apply' } satisfies Action);

/**
 * The board's numbers and texts: the YAML's sold plots plus the paid payments the backend counts
 * for the product, never more than the board holds. The prerender calls it with no payments, the
 * behaviour with the live count, so both write the same words for the same numbers. Kept free of
 * zod and Intl: the behaviour is on every page, and the prices arrive already written.
 */
export function boardState(board: BoardTexts, paid = 0) {
  const sold = Math.min(board.plots, board.sold + paid);
  const percent = Math.round((sold / board.plots) * 100);
  const values = { sold, plots: board.plots, left: board.plots - sold, percent };
  return {
    sold,
    percent,
    width: `${(sold / board.plots) * 100}%`,
    counter: fillTemplate(board.counter, values),
    progressText: fillTemplate(board.progressText, values),
  };
}

/** A plot's accessible name: "Plot 48, available, $52,000" or "Plot 3, sold". */
export function plotLabel(board: BoardTexts, plot: number, priceText: string, sold: boolean): string {
  return sold ? fillTemplate(board.soldLabel, { plot }) : fillTemplate(board.availableLabel, { plot, plotPrice: priceText });
}
