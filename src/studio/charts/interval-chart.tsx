import { seriesColor } from './colors';
import { formatRate } from './format';
import { INTERVAL_MARGIN, intervalGeometry, type IntervalDatum } from './interval-geometry';
import { useWidth } from './use-width';

export const describeInterval = (arm: IntervalDatum) =>
  arm.visitors > 0
    ? `${arm.name}${arm.control ? ' (control)' : ''}: ${formatRate(arm.rate)}, 95% interval ${formatRate(arm.low)} to ${formatRate(arm.high)}`
    : `${arm.name}${arm.control ? ' (control)' : ''}: no visitors yet`;

/**
 * Each arm's conversion rate with its 95% interval as an error bar, on one axis, over the
 * control's interval shaded as a band: an arm whose bar clears the band differs from the control.
 */
export function IntervalChart({ arms, label }: { arms: readonly IntervalDatum[]; label: string }) {
  const [frame, width] = useWidth<HTMLDivElement>(560);
  const g = intervalGeometry(arms, width);
  const bottom = g.height - INTERVAL_MARGIN.bottom;
  return (
    <div ref={frame} className="w-full">
      <svg width={g.width} height={g.height} role="img" aria-label={`${label}. ${arms.map(describeInterval).join('; ')}`} className="block text-[11px]">
        <title>{label}</title>
        {g.band && (
          <rect
            x={g.band.x}
            y={INTERVAL_MARGIN.top}
            width={Math.max(1, g.band.width)}
            height={bottom - INTERVAL_MARGIN.top}
            fill={seriesColor.control}
            opacity={0.7}
          />
        )}
        {g.ticks.map((tick) => (
          <g key={tick.value} className="fill-ink/60">
            <line x1={tick.x} x2={tick.x} y1={INTERVAL_MARGIN.top} y2={bottom} stroke="currentColor" className="text-black/10" />
            <text x={tick.x} y={bottom + 16} textAnchor="middle">
              {formatRate(tick.value)}
            </text>
          </g>
        ))}
        {g.rows.map((row, i) => {
          const arm = arms[i]!;
          const color = arm.control ? seriesColor.rate : seriesColor.leads;
          return (
            <g key={row.name}>
              <title>{describeInterval(arm)}</title>
              <text x={g.left - 10} y={row.y} dy="0.32em" textAnchor="end" className="fill-ink font-medium">
                {truncate(row.name)}
              </text>
              {row.measured ? (
                <g stroke={color} strokeWidth={2}>
                  <line x1={row.low} x2={row.high} y1={row.y} y2={row.y} />
                  <line x1={row.low} x2={row.low} y1={row.y - 6} y2={row.y + 6} />
                  <line x1={row.high} x2={row.high} y1={row.y - 6} y2={row.y + 6} />
                  <circle cx={row.x} cy={row.y} r={4.5} fill={arm.control ? 'white' : color} />
                </g>
              ) : (
                <text x={g.left} y={row.y} dy="0.32em" className="fill-ink/60 italic">
                  no visitors yet
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

const truncate = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);
