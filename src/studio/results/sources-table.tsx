import type { SourceRow } from './daily-series';
import { FigureCells, FigureTable } from './figure-table';

/**
 * Where the visitors came from (utm_source), most viewed first; '' is traffic without one. A long
 * source wraps on a phone (cut short, it could not be read anywhere) and is cut with its title on wider screens.
 */
export function SourcesTable({ rows }: { rows: readonly SourceRow[] }) {
  return (
    <FigureTable label="UTM sources table" caption="UTM sources in this range, most views first" first="Source" rateHeader="Rate">
      <tbody>
        {rows.map((row) => (
          <tr key={row.source} className="border-b border-black/5">
            <th
              scope="row"
              className="py-2 pr-2 text-left font-normal text-ink [overflow-wrap:anywhere] sm:max-w-64 sm:truncate sm:pr-3"
              title={row.source || undefined}
            >
              {row.source || <span className="text-ink/60 italic">(none)</span>}
            </th>
            <FigureCells row={row} className="py-2 pl-2 text-right align-top tabular-nums sm:pl-3" />
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
