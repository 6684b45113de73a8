import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { rpc } from '../api';
import { formatError } from '../charts/format';
import { LoadingRows } from '../charts/loading-rows';
import { ErrorState } from '../ui/states';
import { dailyResponseSchema, lastDays, routesOf, type DailyResponse } from './daily-series';
import { ResultsBody } from './results-body';
import { ResultsFilters, type ResultsFilter } from './results-filters';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function loadDaily({ from, to, route }: ResultsFilter): Promise<DailyResponse> {
  return dailyResponseSchema.parse(await rpc('studio_daily', { from, to, ...(route ? { route } : {}) }));
}

/** Results: views, leads, paid payments and conversion per day and route, and the UTM sources behind them. */
export default function ResultsPage({ today = todayUtc() }: { today?: string }) {
  const [filter, setFilter] = useState<ResultsFilter>({ ...lastDays(today), route: '' });
  const daily = useQuery({ queryKey: ['studio_daily', filter], queryFn: () => loadDaily(filter) });
  // The route menu lists the routes of the whole range, also while one route is chosen.
  const everyRoute = useQuery({
    queryKey: ['studio_daily', { ...filter, route: '' }],
    queryFn: () => loadDaily({ ...filter, route: '' }),
    enabled: filter.route !== '',
  });
  const routes = routesOf((filter.route ? everyRoute.data : daily.data)?.days ?? []);

  return (
    <ResultsLayout filter={filter} routes={routes} onChange={setFilter}>
      <ResultsState query={{ ...daily, retry: () => void daily.refetch() }} filter={filter} />
    </ResultsLayout>
  );
}

export function ResultsLayout({
  filter,
  routes,
  onChange,
  children,
}: {
  filter: ResultsFilter;
  routes: readonly string[];
  onChange: (next: ResultsFilter) => void;
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-xl font-semibold text-ink">Results</h1>
        <ResultsFilters value={filter} routes={routes} onChange={onChange} />
      </header>
      {children}
    </div>
  );
}

export interface DailyState {
  data?: DailyResponse;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

export function ResultsState({ query, filter }: { query: DailyState; filter: ResultsFilter }) {
  if (query.isPending) return <LoadingRows rows={6} label="Loading results" />;
  if (query.error && !query.data) return <ErrorState message={formatError(query.error)} onRetry={query.retry} />;
  return query.data ? <ResultsBody data={query.data} {...filter} /> : null;
}
