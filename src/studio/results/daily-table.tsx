import { formatCount, formatDay, formatRate } from '../charts/format';
import type { DayPoint, Totals } from './daily-series';

/** The chart's numbers as a table (for screen readers, and for anyone who wants the exact figures), with the range's totals. */
export function DailyTable({ days, totals }: { days: readonly DayPoint[]; totals: Totals }) {
  const cell = 'py-1.5 pl-3 text-right tabular-nums';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keys scroll it (WCAG 2.1.1)
    <section className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-sun" tabIndex={0} aria-label="Numbers per day">
      <table className="w-full text-sm">
        <caption className="sr-only">Views, leads, paid payments and conversion rate per day</caption>
        <thead className="sticky top-0 bg-white text-left text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 font-medium">
              Day
            </th>
            {['Views', 'Leads', 'Paid', 'Conversion'].map((name) => (
              <th key={name} scope="col" className="py-2 pl-3 text-right font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-b border-black/5">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                <time dateTime={d.day}>{formatDay(d.day)}</time>
              </th>
              <td className={cell}>{formatCount(d.views)}</td>
              <td className={cell}>{formatCount(d.leads)}</td>
              <td className={cell}>{formatCount(d.paid)}</td>
              <td className={cell}>{formatRate(d.rate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              Total
            </th>
            <td className={cell}>{formatCount(totals.views)}</td>
            <td className={cell}>{formatCount(totals.leads)}</td>
            <td className={cell}>{formatCount(totals.paid)}</td>
            <td className={cell}>{formatRate(totals.rate)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
