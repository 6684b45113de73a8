import type { Action } from '../../../ui/action-schema';
import { fillTemplate } from '../../../lib/fill-template';
import type { PlotBoardProps } from './schema';

/** What the board's component and its behaviour both need from the YAML. */
export type BoardTexts = Pick<PlotBoardProps, 'plots' | 'sold' | 'availableLabel' | 'soldLabel' | 'counter' | 'progressText'>;

/** The behaviour's props: the texts, the product that sells plots, what a free plot does and each plot's price as written. */
export type BoardProps = BoardTexts & { productId: string; plotAction: string; priceTexts: string[] };

/**
 * What a free plot does, carrying its plot (see action-context.ts): opens the founder application
 * dialog, or starts the checkout of the board's product for that plot.
 */
export function plotAction(pick: PlotBoardProps['pick'], productId: string): string {
  return JSON.stringify((pick === 'pay' ? { kind: 'pay', productId } : { kind: 'apply' }) satisfies Action);
}

/** Plot `plot` (from 1) is taken: sold before the site went live (the YAML), or held or sold on the server. */
export const isTaken = (board: BoardTexts, taken: ReadonlySet<number>, plot: number) => plot <= board.sold || taken.has(plot);

/**
 * The board's numbers and texts: the YAML's sold plots together with the plots the server holds
 * or sold for the product. The prerender calls it with none, the behaviour with the server's, so
 * both write the same words for the same numbers. Kept free of zod and Intl: the behaviour is on
 * every page, and the prices arrive already written.
 */
export function boardState(board: BoardTexts, taken: ReadonlySet<number> = new Set()) {
  let sold = board.sold;
  for (const plot of taken) if (Number.isInteger(plot) && plot > board.sold && plot <= board.plots) sold += 1;
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
