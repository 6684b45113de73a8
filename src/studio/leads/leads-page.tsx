import { lazy, Suspense, useEffect, useState } from 'react';
import { hasFilters } from './lead-query';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { KindTabs } from './kind-tabs';
import { LazyLeadDetail, preloadLeadDetail } from './lazy-lead-detail';
import { LeadFiltersForm, loadFilterChoices } from './lead-filters';
import { TableSkeleton } from './table-skeleton';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import type { Lead } from './types';
import { useLeadQuery, useLeads } from './use-leads';
import { EmptyState, ErrorState } from '../ui/states';
import { StudioButton } from '../ui/studio-button';

// The table draws only once an answer is in, and the answer waits for the backend client's chunk:
// the table's code loads alongside them (asked for as the screen mounts), not with the first screen.
const loadTable = () => import('./leads-table');
const LeadsTable = lazy(() => loadTable().then((module) => ({ default: module.LeadsTable })));

/** Every application and payment in one table: tabs per kind, filters, search, sort, pages, CSV. */
export function LeadsPage() {
  const [query, change, clear] = useLeadQuery();
  const leads = useLeads(query);
  const [open, setOpen] = useState<Lead>();
  useEffect(() => {
    void loadTable();
    void loadFilterChoices();
  }, []);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">Leads</h1>
        <ExportButton query={query} />
      </div>
      <KindTabs kind={query.kind} counts={leads.data?.counts} onChange={(kind) => change({ kind })} />
      <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
        <SearchBox value={query.search ?? ''} onSearch={(search) => change({ search })} />
        <FilterPanel query={query}>
          <LeadFiltersForm query={query} onChange={change} />
        </FilterPanel>
        {hasFilters(query) && (
          <StudioButton variant="ghost" onClick={clear}>
            Clear filters and search
          </StudioButton>
        )}
      </div>
      {leads.isPending ? (
        <TableSkeleton rows={Math.min(query.per_page, 10)} />
      ) : leads.isError ? (
        <ErrorState message={leads.error.message} onRetry={() => void leads.refetch()} />
      ) : leads.data.total === 0 ? (
        <EmptyState title={hasFilters(query) ? 'No leads match these filters' : 'No leads yet'}>
          {hasFilters(query) ? 'Change or clear the filters to see more.' : 'Applications and payments appear here as visitors send them.'}
        </EmptyState>
      ) : (
        <div className="space-y-3" aria-busy={leads.isFetching}>
          <Suspense fallback={<TableSkeleton rows={Math.min(query.per_page, 10)} />}>
            <LeadsTable
              rows={leads.data.rows}
              query={query}
              onSort={(sort, direction) => change({ sort, direction })}
              onOpen={setOpen}
              onIntent={preloadLeadDetail}
            />
          </Suspense>
          <Pagination total={leads.data.total} page={query.page} perPage={query.per_page} onChange={change} />
        </div>
      )}
      <LazyLeadDetail lead={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
