import type { SourceRow } from './daily-series';
import { FigureCells, FigureTable } from './figure-table';

/** Where the visitors came from (utm_source), most viewed first; '' is traffic without one. */
export function SourcesTable({ rows }: { rows: readonly SourceRow[] }) {
  return (
    <FigureTable label="UTM sources table" caption="UTM sources in this range, most views first" first="Source" rateHeader="Rate">
      <tbody>
        {rows.map((row) => (
          <tr key={row.source} className="border-b border-black/5">
            <th scope="row" className="max-w-32 truncate py-2 pr-3 sm:max-w-64 text-left font-normal text-ink" title={row.source || undefined}>
              {row.source || <span className="text-ink/60 italic">(none)</span>}
            </th>
            <FigureCells row={row} className="py-2 pl-3 text-right tabular-nums" />
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
