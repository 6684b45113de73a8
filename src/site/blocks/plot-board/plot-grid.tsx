import { plotAttributes } from '../../../interactive/actions/action-context';

/** One plot as the board draws it: its number, state, accessible name and prices as written. */
export interface PlotView {
  plot: number;
  sold: boolean;
  label: string;
  chosen: string;
  shortPrice: string;
}

// Every colour here carries white text at 4.5:1 or more (emerald-700 5.5, danger 6.5). Sold plots
// are striped as well as red, so the two states differ without colour too.
const plotClasses = [
  'relative flex size-full flex-col items-center justify-center rounded-[5px] text-white tabular-nums leading-none sm:rounded-lg',
  'bg-emerald-700 shadow-[inset_0_-3px_0_rgb(0_0_0/0.22)] cursor-pointer',
  'not-data-sold:hover:ring-2 not-data-sold:hover:ring-white/80 not-data-sold:hover:ring-inset',
  'data-sold:cursor-not-allowed data-sold:bg-danger data-sold:shadow-none',
  'data-sold:bg-[repeating-linear-gradient(135deg,transparent_0_5px,rgb(255_255_255/0.14)_5px_9px)]',
  'focus-visible:z-10 focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-sun',
].join(' ');

/**
 * The board, prerendered as a named group of rows of plain buttons: every plot is reachable and
 * named without JavaScript. Its behaviour (plot-board.behaviour.ts) makes it an ARIA grid with one
 * Tab stop and marks the plots sold live. Available plots carry the board's action (apply or pay)
 * and their plot.
 */
export function PlotGrid({ label, columns, plots, action }: { label: string; columns: number; plots: PlotView[]; action: string }) {
  const rows = Array.from({ length: Math.ceil(plots.length / columns) }, (_, r) => plots.slice(r * columns, (r + 1) * columns));
  return (
    <div className="rounded-[1.4rem] bg-ocean-700 p-1 shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:rounded-[1.75rem] sm:p-2.5">
      {/* biome-ignore lint/a11y/useSemanticElements: grid-keys.ts turns this group into role="grid", which a <fieldset> may not take; the plain-button group is the no-JavaScript fallback */}
      <div
        data-plot-grid=""
        role="group"
        aria-label={label}
        className="flex flex-col gap-0.5 rounded-2xl bg-sand-200 bg-[radial-gradient(rgb(11_79_74/0.12)_1px,transparent_1.5px)] bg-size-[12px_12px] p-1 sm:gap-1.5 sm:rounded-[1.2rem] sm:p-3"
      >
        {rows.map((row, r) => (
          <div key={r} data-plot-row="" className="grid gap-0.5 sm:gap-1.5" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {row.map((view) => (
              <div key={view.plot} data-plot-cell="" className="relative aspect-square min-w-0">
                <button
                  type="button"
                  data-slot="plot"
                  data-sold={view.sold ? '' : undefined}
                  data-action={view.sold ? undefined : action}
                  aria-disabled={view.sold ? 'true' : undefined}
                  aria-label={view.label}
                  {...plotAttributes({ number: view.plot, label: view.chosen })}
                  className={plotClasses}
                >
                  <span className="text-xs font-bold sm:text-base lg:-translate-y-1.5">{view.plot}</span>
                </button>
                {/* Beside the button, not in it: the button's visible text stays its number, which
                    its name contains (WCAG 2.5.3); the full price is in the name. */}
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 bottom-[22%] z-20 hidden text-center text-[0.62rem] leading-none font-medium text-white/90 tabular-nums lg:block"
                >
                  {view.shortPrice}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
