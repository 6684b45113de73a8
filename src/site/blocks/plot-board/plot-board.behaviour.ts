import { PLOT_TAKEN_EVENT } from '../../../interactive/api/plot-choice';
import { fetchTakenPlots } from '../../../interactive/api/taken-plots';
import { defineBehaviour } from '../../../ui/define-behaviour';
import { boardState, isTaken, plotLabel, type BoardProps } from './board-state';
import { keyboardGrid } from './grid-keys';

/**
 * Writes the board with these plots taken on the server (none gives back the YAML's): the counter,
 * the bar, and each plot's state. A taken plot loses its action, so a tap on it does nothing; one
 * attribute, `data-sold`, drives its colour.
 */
function showBoard(element: HTMLElement, plots: HTMLElement[], board: BoardProps, taken: ReadonlySet<number>): void {
  const state = boardState(board, taken);
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
    const sold = isTaken(board, taken, i + 1);
    plot.toggleAttribute('data-sold', sold);
    plot.setAttribute('aria-label', plotLabel(board, i + 1, board.priceTexts[i] ?? '', sold));
    if (sold) {
      plot.setAttribute('aria-disabled', 'true');
      plot.removeAttribute('data-action');
    } else {
      plot.removeAttribute('aria-disabled');
      plot.setAttribute('data-action', board.plotAction);
    }
  });
}

/**
 * The plot board: a keyboard grid over the prerendered buttons, and the plots the server holds or
 * sold for the product shown taken beside the YAML's (asked once per page view, and marked at once
 * when a visitor's payment finds its plot just taken). When the backend cannot answer, the YAML's
 * plots stand and nothing is logged.
 */
export default defineBehaviour<BoardProps>((element, board) => {
  const plots = [...element.querySelectorAll<HTMLElement>('[data-slot="plot"]')];
  const taken = new Set<number>();
  // Storybook re-renders a story into the same markup: start from these props, and give the
  // markup back as prerendered on stop.
  showBoard(element, plots, board, taken);
  const grid = element.querySelector<HTMLElement>('[data-plot-grid]');
  const keys = grid ? keyboardGrid(grid, { start: () => plots.find((plot) => !plot.hasAttribute('data-sold')) }) : undefined;
  let running = true;
  const mark = (numbers: Iterable<number>) => {
    if (!running) return;
    for (const plot of numbers) taken.add(plot);
    showBoard(element, plots, board, taken);
    keys?.restart();
  };
  const onTaken = (event: Event) => {
    const plot = event instanceof CustomEvent && event.detail && typeof event.detail === 'object' ? Reflect.get(event.detail, 'plot') : undefined;
    if (typeof plot === 'number' && Number.isInteger(plot)) mark([plot]);
  };
  element.addEventListener(PLOT_TAKEN_EVENT, onTaken);
  void fetchTakenPlots(board.productId).then((server) => server && mark(server));
  return () => {
    running = false;
    element.removeEventListener(PLOT_TAKEN_EVENT, onTaken);
    keys?.stop();
    showBoard(element, plots, board, new Set());
  };
});
