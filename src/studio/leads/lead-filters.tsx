import { lazy, Suspense } from 'react';
import type { LeadQuery } from './lead-query';
import { useLeadFilters } from './use-leads';
import { Skeleton } from '../ui/states';

// The menus draw only from the filter lists' answer, so their code comes with it (LeadsPage asks
// for it as it mounts), in the place and size of the skeleton shown until then.
export const loadFilterChoices = () => import('./filter-choices');
const FilterChoices = lazy(() => loadFilterChoices().then((module) => ({ default: module.FilterChoices })));

function FiltersSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-hidden="true">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

/** Route, locale, dates, UTM fields, experiment arm and payment status, from studio_lead_filters. */
export function LeadFiltersForm({ query, onChange }: { query: LeadQuery; onChange: (change: Partial<LeadQuery>) => void }) {
  const filters = useLeadFilters();
  if (filters.isPending) return <FiltersSkeleton />;
  if (filters.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        The filter lists did not load: {filters.error.message}{' '}
        <button type="button" className="underline" onClick={() => void filters.refetch()}>
          Try again
        </button>
      </p>
    );
  return (
    <Suspense fallback={<FiltersSkeleton />}>
      <FilterChoices lists={filters.data} query={query} onChange={onChange} />
    </Suspense>
  );
}
