import { formatDay } from '../charts/format';
import type { DayPoint, Totals } from './daily-series';
import { FigureCells, FigureTable } from './figure-table';

/** The chart's numbers as a table (for screen readers, and for anyone who wants the exact figures), with the range's totals. */
export function DailyTable({ days, totals }: { days: readonly DayPoint[]; totals: Totals }) {
  const cell = 'py-1.5 pl-2 text-right tabular-nums sm:pl-3';
  return (
    <FigureTable label="Numbers per day" caption="Views, leads, paid payments and conversion rate per day" first="Day" rateHeader="Conversion" sticky>
      <tbody>
        {days.map((d) => (
          <tr key={d.day} className="border-b border-black/5">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal whitespace-nowrap sm:pr-3">
              <time dateTime={d.day}>{formatDay(d.day)}</time>
            </th>
            <FigureCells row={d} className={cell} />
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold">
        <tr>
          <th scope="row" className="py-2 pr-3 text-left">
            Total
          </th>
          <FigureCells row={totals} className={cell} />
        </tr>
      </tfoot>
    </FigureTable>
  );
}
