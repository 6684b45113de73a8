import { seriesColor } from '../charts/colors';
import { DailyChart } from '../charts/daily-chart';
import { formatCount, formatDay, formatRate } from '../charts/format';
import { EmptyState } from '../ui/states';
import { DailyTable } from './daily-table';
import { dailySeries, sourceRows, totalsOf, whyNoRate, type DailyResponse, type Totals } from './daily-series';
import { resultsTexts } from './results-texts';
import { SourcesTable } from './sources-table';

/** The figures of one range: totals, the chart with its table, and the sources behind them. */
export function ResultsBody({ data, from, to, route }: { data: DailyResponse; from: string; to: string; route: string }) {
  const days = dailySeries(data.days, from, to);
  const totals = totalsOf(days);
  const where = route ? ` on ${route}` : '';
  if (totals.views === 0 && totals.leads === 0 && totals.paid === 0) {
    return (
      <EmptyState title="No views yet in this range">
        Nothing was counted{where} from {formatDay(from)} to {formatDay(to)} (UTC).
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat name="Views" value={formatCount(totals.views)} color={seriesColor.views} />
        <Stat name="Leads" value={formatCount(totals.leads)} color={seriesColor.leads} />
        <Stat name="Paid" value={formatCount(totals.paid)} color={seriesColor.paid} />
        <Stat name="Conversion" value={formatRate(totals.rate)} color={seriesColor.rate} />
      </dl>
      <WhatIsCounted totals={totals} />
      <section aria-labelledby="per-day" className="rounded-lg border border-black/10 bg-white p-4">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="per-day" className="text-sm font-semibold text-ink">
            Per day
          </h2>
          <Legend />
        </div>
        <DailyChart days={days} label={`Views, leads, paid payments and conversion per day${where}, ${formatDay(from)} to ${formatDay(to)}`} />
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-lagoon hover:underline">Show the numbers as a table</summary>
          <DailyTable days={days} totals={totals} />
        </details>
      </section>
      <section aria-labelledby="sources" className="rounded-lg border border-black/10 bg-white p-4">
        <h2 id="sources" className="mb-2 text-sm font-semibold text-ink">
          UTM sources
        </h2>
        {data.sources.length ? <SourcesTable rows={sourceRows(data.sources)} /> : <EmptyState title="No sources in this range" />}
      </section>
    </div>
  );
}

/** The line under the figures: what each counts, and why the rate is missing when it is. */
function WhatIsCounted({ totals }: { totals: Totals }) {
  const why = whyNoRate(totals);
  const unmatched = totals.leads - totals.matched;
  return (
    <div data-testid="results-counted" className="-mt-3 space-y-1 text-xs text-ink/70">
      {why && <p className="font-medium text-ink">{resultsTexts.noRate[why]}</p>}
      {unmatched > 0 && <p>{resultsTexts.leftOut(unmatched, totals.leads)}</p>}
      <p>{resultsTexts.counted}</p>
    </div>
  );
}

function Stat({ name, value, color }: { name: string; value: string; color: string }) {
  return (
    <div className="rounded-lg border border-black/10 bg-white px-4 py-3">
      <dt className="flex items-center gap-2 text-xs font-medium text-ink/70">
        <span className="inline-block h-2 w-3 rounded-sm" style={{ background: color }} />
        {name}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

function Legend() {
  const items = [
    { name: 'Views (bars, left axis)', color: seriesColor.views, shape: 'h-2.5 w-2 rounded-[1px]' },
    { name: 'Leads (line, right axis)', color: seriesColor.leads, shape: 'size-2 rounded-full' },
    { name: 'Paid (dashed, right axis)', color: seriesColor.paid, shape: 'size-2' },
    { name: 'Conversion (lower strip)', color: seriesColor.rate, shape: 'size-2 rounded-full' },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/70">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <span className={`inline-block ${item.shape}`} style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
