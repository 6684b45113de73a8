import { seriesColor } from './colors';
import { DailyAxes } from './daily-axes';
import { dailyGeometry, linePath, type DailyDatum } from './daily-geometry';
import { formatCount, formatDay, formatRate } from './format';
import { useRovingPoints } from './roving';
import { useWidth } from './use-width';

/** What one day says, for its tooltip and for screen readers. */
export const describeDay = (d: DailyDatum) =>
  `${formatDay(d.day)}: ${formatCount(d.views)} views, ${formatCount(d.leads)} leads, ${formatCount(d.paid)} paid, ${formatRate(d.rate)} conversion`;

/**
 * Views per day as bars, leads and paid payments as lines on their own axis, and the conversion
 * rate in a strip beneath on the same days. One tab stop; arrows move between days.
 */
export function DailyChart({ days, label }: { days: readonly DailyDatum[]; label: string }) {
  const [frame, width] = useWidth<HTMLElement>(720);
  const g = dailyGeometry(days, width);
  const { shown, targetProps } = useRovingPoints(days.length);
  const active = shown === null ? undefined : days[shown];

  return (
    <figure ref={frame} className="relative m-0 w-full">
      <figcaption className="sr-only">{label}</figcaption>
      <svg width={g.width} height={g.height} className="block overflow-visible text-[11px]">
        <title>{label}</title>
        <DailyAxes geometry={g} days={days} />
        {g.bars.map((bar, i) => (
          <rect
            key={days[i]!.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={1.5}
            fill={seriesColor.views}
            opacity={shown === i ? 1 : 0.75}
          />
        ))}
        <path d={linePath(g.centres, g.leadsY)} fill="none" stroke={seriesColor.leads} strokeWidth={2} />
        <path d={linePath(g.centres, g.paidY)} fill="none" stroke={seriesColor.paid} strokeWidth={2} strokeDasharray="5 3" />
        <path d={linePath(g.centres, g.rateY)} fill="none" stroke={seriesColor.rate} strokeWidth={1.5} />
        {g.centres.map((x, i) => (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is never focusable; each day's column below speaks for it
          <g key={days[i]!.day} aria-hidden="true">
            <circle data-series="leads" cx={x} cy={g.leadsY[i]} r={shown === i ? 4 : 2.5} fill={seriesColor.leads} />
            {/* Only where something was paid: at zero the square sat on the leads marker and hid it. */}
            {days[i]!.paid > 0 && <rect data-series="paid" x={x - 2.5} y={g.paidY[i]! - 2.5} width={5} height={5} fill={seriesColor.paid} />}
            {g.rateY[i] !== null && <circle cx={x} cy={g.rateY[i]!} r={shown === i ? 3.5 : 2} fill={seriesColor.rate} />}
          </g>
        ))}
        {days.map((d, i) => (
          // A column the height of both panels: the target for the pointer and for focus. role img, as
          // charts' points are announced (a picture of one day, named in words), not a button.
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focusable only to be read, it does nothing on activation
          <rect
            key={d.day}
            x={g.centres[i]! - (g.plot.right - g.plot.left) / days.length / 2}
            y={g.plot.mainTop}
            width={(g.plot.right - g.plot.left) / days.length}
            height={g.plot.rateBottom - g.plot.mainTop}
            fill="transparent"
            role="img"
            aria-label={describeDay(d)}
            className="cursor-crosshair outline-none focus-visible:stroke-sun focus-visible:stroke-2"
            {...targetProps(i)}
          />
        ))}
      </svg>
      {active && shown !== null && <DayTooltip day={active} x={g.centres[shown]!} width={g.width} />}
    </figure>
  );
}

function DayTooltip({ day, x, width }: { day: DailyDatum; x: number; width: number }) {
  // Kept inside the chart: left of the point in the right half, right of it in the left half.
  const side = x > width / 2 ? { right: width - x + 10 } : { left: x + 10 };
  const rows: [string, string, string][] = [
    ['Views', formatCount(day.views), seriesColor.views],
    ['Leads', formatCount(day.leads), seriesColor.leads],
    ['Paid', formatCount(day.paid), seriesColor.paid],
    ['Conversion', formatRate(day.rate), seriesColor.rate],
  ];
  return (
    <div
      role="status"
      className="pointer-events-none absolute top-2 z-10 min-w-36 rounded-md border border-black/10 bg-white px-3 py-2 text-xs shadow-lg"
      style={side}
    >
      <p className="mb-1 font-semibold text-ink">{formatDay(day.day)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([name, value, color]) => (
          <div key={name} className="contents">
            <dt className="flex items-center gap-1.5 text-ink/70">
              <span className="inline-block size-2 rounded-full" style={{ background: color }} />
              {name}
            </dt>
            <dd className="text-right font-medium tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
