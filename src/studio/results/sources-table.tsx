import { formatCount, formatRate } from '../charts/format';
import type { SourceRow } from './daily-series';

/** Where the visitors came from (utm_source), most viewed first; '' is traffic without one. */
export function SourcesTable({ rows }: { rows: readonly SourceRow[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keys scroll it (WCAG 2.1.1)
    <section className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sun" tabIndex={0} aria-label="UTM sources table">
      <table className="w-full text-sm">
        <caption className="sr-only">UTM sources in this range, most views first</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 font-medium">
              Source
            </th>
            {['Views', 'Leads', 'Paid', 'Rate'].map((name) => (
              <th key={name} scope="col" className="py-2 pl-3 text-right font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source} className="border-b border-black/5">
              <th scope="row" className="max-w-32 truncate py-2 pr-3 sm:max-w-64 text-left font-normal text-ink" title={row.source || undefined}>
                {row.source || <span className="text-ink/60 italic">(none)</span>}
              </th>
              <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.views)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.leads)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.paid)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatRate(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
