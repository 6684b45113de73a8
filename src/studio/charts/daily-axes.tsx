import { seriesColor } from './colors';
import type { DailyDatum, DailyGeometry } from './daily-geometry';
import { formatCount, formatDay, formatRate } from './format';

/** Gridlines, the three axes' ticks and the day labels of the daily chart; decoration for screen readers. */
export function DailyAxes({ geometry: g, days }: { geometry: DailyGeometry; days: readonly DailyDatum[] }) {
  const { left, right, mainBottom, rateTop, rateBottom } = g.plot;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable; the table tells these numbers to screen readers
    <g aria-hidden="true" className="fill-ink/60">
      {g.viewTicks.map((tick) => (
        <g key={`v${tick.value}`}>
          <line x1={left} x2={right} y1={tick.y} y2={tick.y} stroke="currentColor" className="text-black/10" />
          <text x={left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {compact(tick.value)}
          </text>
        </g>
      ))}
      {g.countTicks.map((tick) => (
        <text key={`c${tick.value}`} x={right + 6} y={tick.y} dy="0.32em" style={{ fill: seriesColor.leads }}>
          {compact(tick.value)}
        </text>
      ))}
      <line x1={left} x2={right} y1={rateBottom} y2={rateBottom} stroke="currentColor" className="text-black/20" />
      {g.rateTicks.map((tick) => (
        <g key={`r${tick.value}`}>
          <line x1={left} x2={right} y1={tick.y} y2={tick.y} stroke="currentColor" className="text-black/10" />
          <text x={left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {formatRate(tick.value)}
          </text>
        </g>
      ))}
      <text x={left} y={rateTop - 8} className="fill-ink/70 font-medium">
        Conversion rate (leads per view)
      </text>
      <line x1={left} x2={right} y1={mainBottom} y2={mainBottom} stroke="currentColor" className="text-black/25" />
      {g.labelled.map((i) => (
        <text key={days[i]!.day} x={g.centres[i]} y={rateBottom + 15} textAnchor="middle">
          {formatDay(days[i]!.day)}
        </text>
      ))}
    </g>
  );
}

/** Axis numbers stay short: 12k, 1.5M. */
function compact(value: number): string {
  return value >= 1000 ? new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value) : formatCount(value);
}
