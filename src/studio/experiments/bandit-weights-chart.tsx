import { clsx } from 'clsx';
import { seriesColor } from '../charts/colors';
import { formatCount, formatDateTime, formatDay } from '../charts/format';
import { useRovingPoints } from '../charts/roving';
import { type StepGeometry, stepGeometry } from '../charts/step-geometry';
import { useWidth } from '../charts/use-width';

/** One arm's line: the control in the ink the interval chart gives it, the others in the series' colours, each with its own dash. */
export interface ArmLine {
  name: string;
  control: boolean;
  color: string;
  dash: string | undefined;
}

/** One recorded set of weights: each arm's share (in the arms' order) and the counts they were worked out from. */
export interface WeightsPoint {
  at: string;
  shares: (number | null)[];
  visitors: number;
  conversions: number;
}

const COLORS = [seriesColor.leads, seriesColor.paid, 'var(--color-sun)', seriesColor.views];
// Lagoon and coral are alike in lightness: a dash tells the arms apart without their colour.
const DASHES = [undefined, '7 3', '2 3', '9 3 2 3'];

export function armLines(arms: readonly { name: string; control: boolean }[]): ArmLine[] {
  let other = 0;
  return arms.map(({ name, control }) => {
    if (control) return { name, control, color: seriesColor.rate, dash: undefined };
    const k = other++;
    return { name, control, color: COLORS[k % COLORS.length]!, dash: DASHES[k % DASHES.length] };
  });
}

/** A share as a marketer reads it: whole percents, one decimal below 10% (a floor of 2.5%). */
export function formatShare(percent: number | null | undefined): string {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return '–';
  return `${Number(percent.toFixed(percent < 10 ? 1 : 0))}%`;
}

export const describePoint = (arms: readonly ArmLine[], point: WeightsPoint) =>
  `${formatDateTime(point.at)}: ${arms.map((arm, i) => `${arm.name} ${formatShare(point.shares[i])}`).join(', ')}`;

/** An arm's swatch: a short stretch of its line, dash included. */
export function LineSwatch({ arm, className }: { arm: ArmLine; className?: string }) {
  return (
    <svg width={18} height={8} aria-hidden="true" className={clsx('inline-block shrink-0 align-middle', className)}>
      <line x1={1} x2={17} y1={4} y2={4} stroke={arm.color} strokeWidth={2.5} strokeDasharray={arm.dash} />
    </svg>
  );
}

/**
 * Each arm's share of new visitors as a step line, flat between the router's recomputations, on
 * a 0–100% axis, with the floor every arm keeps as a dashed rule. One tab stop; arrows move
 * between recorded points, each announced with its time and shares.
 */
export function BanditWeightsChart({
  arms,
  points,
  until,
  floor,
  label,
}: {
  arms: readonly ArmLine[];
  points: readonly WeightsPoint[];
  until: number;
  /** The floor in percent; 0 draws none. */
  floor: number;
  label: string;
}) {
  const [frame, width] = useWidth<HTMLElement>(720);
  const times = points.map((point) => Date.parse(point.at));
  const g = stepGeometry({ times, until, series: arms.map((_, a) => points.map((point) => point.shares[a] ?? null)) }, width);
  const { shown, targetProps } = useRovingPoints(points.length);

  return (
    <figure ref={frame} className="relative m-0 w-full min-w-0">
      <figcaption className="sr-only">{label}</figcaption>
      <svg width={g.width} height={g.height} className="block overflow-visible text-[11px]">
        <title>{label}</title>
        <StepAxes geometry={g} floor={floor} />
        {arms.map((arm, a) => (
          <path key={arm.name} d={g.paths[a]} fill="none" stroke={arm.color} strokeWidth={2} strokeDasharray={arm.dash} strokeLinejoin="round" />
        ))}
        {shown !== null && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable; the point's target below speaks for it
          <g aria-hidden="true">
            <line x1={g.xs[shown]} x2={g.xs[shown]} y1={g.plot.top} y2={g.plot.bottom} stroke="currentColor" className="text-ink/40" />
            {arms.map((arm, a) =>
              g.ys[a]?.[shown] == null ? null : <circle key={arm.name} cx={g.xs[shown]} cy={g.ys[a]![shown]!} r={3.5} fill={arm.color} stroke="white" />,
            )}
          </g>
        )}
        {points.map((point, i) => (
          // The stretch of time these shares held, the plot's height: the target for pointer and focus,
          // announced as a picture of one record (as the daily chart's days are), not a button.
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focusable only to be read, it does nothing on activation
          <rect
            key={point.at}
            x={g.spans[i]!.x}
            y={g.plot.top}
            width={Math.max(1, g.spans[i]!.width)}
            height={g.plot.bottom - g.plot.top}
            fill="transparent"
            role="img"
            aria-label={describePoint(arms, point)}
            className="cursor-crosshair outline-none focus-visible:stroke-sun focus-visible:stroke-2"
            {...targetProps(i)}
          />
        ))}
      </svg>
      {shown !== null && points[shown] && <PointTooltip arms={arms} point={points[shown]} x={g.xs[shown]!} width={g.width} />}
    </figure>
  );
}

/** Gridlines, percent ticks, date labels and the floor; decoration for screen readers, who get each point in words. */
function StepAxes({ geometry: g, floor }: { geometry: StepGeometry; floor: number }) {
  const { left, right, top, bottom } = g.plot;
  const daily = g.xTicks.length < 2 || g.xTicks[1]!.time - g.xTicks[0]!.time >= 86_400_000;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable; the points tell these numbers to screen readers
    <g aria-hidden="true" className="fill-ink/60">
      {g.yTicks.map((tick) => (
        <g key={tick.value}>
          <line x1={left} x2={right} y1={tick.y} y2={tick.y} stroke="currentColor" className={tick.value === 0 ? 'text-black/25' : 'text-black/10'} />
          <text x={left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {tick.value}%
          </text>
        </g>
      ))}
      {g.xTicks.map((tick) => (
        <g key={tick.time}>
          <line x1={tick.x} x2={tick.x} y1={bottom} y2={bottom + 4} stroke="currentColor" className="text-black/25" />
          <text x={tick.x} y={bottom + 16} textAnchor={tick.x > right - 18 ? 'end' : 'middle'}>
            {tickLabel(tick.time, daily)}
          </text>
        </g>
      ))}
      {floor > 0 && (
        <g>
          <line x1={left} x2={right} y1={g.y(floor)} y2={g.y(floor)} stroke="currentColor" strokeDasharray="3 3" className="text-ink/40" />
          {/* At the right, where the arms that lose settle on the floor: under the label, not through it. */}
          <text x={right - 2} y={g.y(floor) - 5} textAnchor="end" stroke="white" strokeWidth={3} paintOrder="stroke" className="fill-ink/70">
            floor {formatShare(floor)}
          </text>
        </g>
      )}
      <line x1={left} x2={left} y1={top} y2={bottom} stroke="currentColor" className="text-black/25" />
    </g>
  );
}

/** A date on a long axis; on a short one the hour, and the date where a day begins. */
function tickLabel(time: number, daily: boolean): string {
  const iso = new Date(time).toISOString();
  return daily || iso.slice(11, 16) === '00:00' ? formatDay(iso.slice(0, 10)) : iso.slice(11, 16);
}

function PointTooltip({ arms, point, x, width }: { arms: readonly ArmLine[]; point: WeightsPoint; x: number; width: number }) {
  // Kept inside the chart: left of the point in the right half, right of it in the left half.
  const side = x > width / 2 ? { right: width - x + 10 } : { left: x + 10 };
  return (
    <div
      role="status"
      className="pointer-events-none absolute top-2 z-10 min-w-40 rounded-md border border-black/10 bg-white px-3 py-2 text-xs shadow-lg"
      style={side}
    >
      <p className="mb-1 font-semibold text-ink">{formatDateTime(point.at)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {arms.map((arm, a) => (
          <div key={arm.name} className="contents">
            <dt className="flex items-center gap-1.5 text-ink/70">
              <LineSwatch arm={arm} />
              {arm.name}
            </dt>
            <dd className="text-right font-medium tabular-nums text-ink">{formatShare(point.shares[a])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-ink/70">
        Worked out from {formatCount(point.visitors)} visitors, {formatCount(point.conversions)} conversions
      </p>
    </div>
  );
}
