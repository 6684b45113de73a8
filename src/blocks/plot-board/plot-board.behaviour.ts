import { fetchLiveCounts } from '../../interactive/api/live-counts';
import { defineBehaviour } from '../../interactive/client/behaviour';
import { boardState, plotAction, plotLabel, type BoardProps } from './board-state';
import { keyboardGrid } from './grid-keys';

/**
 * Writes the board for this many paid plots (0 gives back the YAML's): the counter, the bar, and
 * each plot's state. A sold plot loses its action, so a tap on it does nothing; one attribute,
 * `data-sold`, drives its colour.
 */
function showBoard(element: HTMLElement, plots: HTMLElement[], board: BoardProps, paid: number): void {
  const state = boardState(board, paid);
  const counter = element.querySelector<HTMLElement>('[data-plot-counter]');
  if (counter && counter.textContent !== state.counter) counter.textContent = state.counter;
  const progress = element.querySelector<HTMLElement>('[data-plot-progress]');
  if (progress && progress.textContent !== state.progressText) progress.textContent = state.progressText;
  const bar = element.querySelector<HTMLElement>('[role="progressbar"]');
  bar?.setAttribute('aria-valuenow', String(state.sold));
  bar?.setAttribute('aria-valuetext', state.progressText);
  const fill = element.querySelector<HTMLElement>('[data-plot-fill]');
  if (fill) fill.style.width = state.width;
  plots.forEach((plot, i) => {
    const sold = i < state.sold;
    plot.toggleAttribute('data-sold', sold);
    plot.setAttribute('aria-label', plotLabel(board, i + 1, board.priceTexts[i] ?? '', sold));
    if (sold) {
      plot.setAttribute('aria-disabled', 'true');
      plot.removeAttribute('data-action');
    } else {
      plot.removeAttribute('aria-disabled');
      plot.setAttribute('data-action', plotAction);
    }
  });
}

/**
 * The plot board: a keyboard grid over the prerendered buttons, and the sold count made live
 * (the YAML's sold plots plus the paid payments for the product, asked once per page view). When
 * the backend cannot answer, the YAML's count stands and nothing is logged.
 */
export default defineBehaviour<BoardProps>((element, board) => {
  const plots = [...element.querySelectorAll<HTMLElement>('[data-slot="plot"]')];
  // Storybook re-renders a story into the same markup: start from these props, and give the
  // markup back as prerendered on stop.
  showBoard(element, plots, board, 0);
  const grid = element.querySelector<HTMLElement>('[data-plot-grid]');
  const keys = grid ? keyboardGrid(grid, { start: () => plots.find((plot) => !plot.hasAttribute('data-sold')) }) : undefined;
  let running = true;
  void fetchLiveCounts().then((counts) => {
    if (!running || !counts) return;
    showBoard(element, plots, board, counts.products[board.productId] ?? 0);
    keys?.restart();
  });
  return () => {
    running = false;
    keys?.stop();
    showBoard(element, plots, board, 0);
  };
});
