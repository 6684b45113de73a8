/**
 * The board as an ARIA grid (the WAI-ARIA grid pattern): one Tab stop, the arrow keys move between
 * plots, Home/End to the ends of a row and Ctrl+Home/Ctrl+End to the first and last plot. Enter and
 * Space stay the buttons' own. Without this script the board is a group of plain buttons, each a
 * Tab stop, so nothing here is needed to reach a plot.
 */
type Move = (row: number, column: number, rows: HTMLElement[][], ctrl: boolean) => [number, number];

const lastOf = (row: HTMLElement[] | undefined) => Math.max(0, (row?.length ?? 1) - 1);

const moves: Record<string, Move> = {
  ArrowRight: (r, c, rows) => [r, Math.min(c + 1, lastOf(rows[r]))],
  ArrowLeft: (r, c) => [r, Math.max(c - 1, 0)],
  ArrowDown: (r, c, rows) => (r + 1 < rows.length ? [r + 1, Math.min(c, lastOf(rows[r + 1]))] : [r, c]),
  ArrowUp: (r, c, rows) => (r > 0 ? [r - 1, Math.min(c, lastOf(rows[r - 1]))] : [r, c]),
  Home: (r, _c, _rows, ctrl) => [ctrl ? 0 : r, 0],
  End: (r, _c, rows, ctrl) => (ctrl ? [rows.length - 1, lastOf(rows.at(-1))] : [r, lastOf(rows[r])]),
};

/** Where a plot sits, or undefined for anything else in the grid. */
function find(rows: HTMLElement[][], target: EventTarget | null): [number, number] | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  for (const [r, row] of rows.entries()) {
    const c = row.indexOf(target);
    if (c >= 0) return [r, c];
  }
  return undefined;
}

/** Makes `plot` the grid's one Tab stop. */
function makeStop(rows: HTMLElement[][], plot: HTMLElement): void {
  for (const row of rows) for (const other of row) other.tabIndex = other === plot ? 0 : -1;
}

export interface GridOptions {
  /** The plot Tab lands on first, for a grid that has no focus inside it. */
  start: () => HTMLElement | undefined;
}

/**
 * Turns the prerendered group (`[data-plot-grid]` > `[data-plot-row]` > `[data-plot-cell]` > plot)
 * into the grid and returns how to give the markup back as it was. `restart` moves the Tab stop to
 * `start()` again unless focus is in the grid (the live count may have sold the plot it was on).
 */
export function keyboardGrid(grid: HTMLElement, options: GridOptions): { restart: () => void; stop: () => void } {
  const rowElements = [...grid.querySelectorAll<HTMLElement>('[data-plot-row]')];
  const cells = [...grid.querySelectorAll<HTMLElement>('[data-plot-cell]')];
  const rows = rowElements.map((row) => [...row.querySelectorAll<HTMLElement>('[data-slot="plot"]')]);
  grid.setAttribute('role', 'grid');
  for (const row of rowElements) row.setAttribute('role', 'row');
  for (const cell of cells) cell.setAttribute('role', 'gridcell');

  const restart = () => {
    if (grid.contains(document.activeElement)) return;
    const first = options.start() ?? rows[0]?.[0];
    if (first) makeStop(rows, first);
  };
  restart();

  const onKey = (event: KeyboardEvent) => {
    const move = moves[event.key];
    const at = move && !event.altKey && !event.metaKey ? find(rows, event.target) : undefined;
    if (!move || !at) return;
    event.preventDefault();
    const [r, c] = move(at[0], at[1], rows, event.ctrlKey);
    const next = rows[r]?.[c];
    if (!next) return;
    makeStop(rows, next);
    next.focus();
  };
  // A plot clicked or reached by the screen reader's own navigation becomes the Tab stop.
  const onFocus = (event: FocusEvent) => {
    const at = find(rows, event.target);
    const plot = at && rows[at[0]]?.[at[1]];
    if (plot) makeStop(rows, plot);
  };
  grid.addEventListener('keydown', onKey);
  grid.addEventListener('focusin', onFocus);

  return {
    restart,
    stop: () => {
      grid.removeEventListener('keydown', onKey);
      grid.removeEventListener('focusin', onFocus);
      grid.setAttribute('role', 'group');
      for (const element of [...rowElements, ...cells]) element.removeAttribute('role');
      for (const row of rows) for (const plot of row) plot.removeAttribute('tabindex');
    },
  };
}
