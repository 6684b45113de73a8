import { ButtonRow } from '../../../ui/action-button';
import type { boardState } from './board-state';
import type { PlotBoardProps } from './schema';

type StatusProps = Pick<PlotBoardProps, 'plots' | 'progressLabel' | 'legend' | 'hint' | 'buttons'> & {
  state: ReturnType<typeof boardState>;
  priceRange?: string;
};

/** A swatch of the legend, drawn like the plots it stands for. */
function Swatch({ sold }: { sold?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={
        sold
          ? 'size-5 shrink-0 rounded-md bg-danger bg-[repeating-linear-gradient(135deg,transparent_0_5px,rgb(255_255_255/0.14)_5px_9px)]'
          : 'size-5 shrink-0 rounded-md bg-emerald-700 shadow-[inset_0_-3px_0_rgb(0_0_0/0.22)]'
      }
    />
  );
}

/**
 * The score beside the board: "47 / 100 sold", the bar with its percentage, the legend and the
 * call to action. The behaviour rewrites the counter, the bar and the percentage in place.
 */
export function BoardStatus({ plots, progressLabel, legend, hint, buttons, state, priceRange }: StatusProps) {
  return (
    <div className="flex flex-col gap-6 rounded-3xl bg-white/[0.06] p-5 ring-1 ring-white/15 sm:p-7">
      <div>
        <p data-plot-counter="" className="font-display text-4xl font-bold text-white tabular-nums sm:text-5xl">
          {state.counter}
        </p>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={plots}
          aria-valuenow={state.sold}
          aria-valuetext={state.progressText}
          className="mt-4 h-3 overflow-hidden rounded-full bg-white/15"
        >
          <div
            data-plot-fill=""
            className="h-full rounded-full bg-linear-to-r from-sun to-coral transition-[width] duration-700"
            style={{ width: state.width }}
          />
        </div>
        <p data-plot-progress="" aria-hidden="true" className="mt-2 text-sm font-semibold text-amber-300 tabular-nums">
          {state.progressText}
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-white/90">
        <li className="flex items-center gap-2.5">
          <Swatch />
          {legend.available}
        </li>
        <li className="flex items-center gap-2.5">
          <Swatch sold />
          {legend.sold}
        </li>
      </ul>
      {(priceRange || hint) && (
        <div className="space-y-2 text-sm leading-relaxed text-white/80">
          {priceRange && <p className="font-semibold text-white">{priceRange}</p>}
          {hint && <p>{hint}</p>}
        </div>
      )}
      {buttons.length > 0 && <ButtonRow buttons={buttons} className="justify-start" />}
    </div>
  );
}
