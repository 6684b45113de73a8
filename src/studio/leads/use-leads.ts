import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rpcAnswer } from '../api';
import { type LeadQuery, leadsBody, readLeadQuery, withChange, writeLeadQuery } from './lead-query';

/** The screen's query as the address holds it, and a way to change it (one history entry per change). */
export function useLeadQuery(): [LeadQuery, (change: Partial<LeadQuery>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readLeadQuery(params), [params]);
  const change = useCallback((next: Partial<LeadQuery>) => setParams(writeLeadQuery(withChange(query, next))), [query, setParams]);
  const clear = useCallback(
    () => setParams(writeLeadQuery({ ...readLeadQuery(new URLSearchParams()), per_page: query.per_page })),
    [query.per_page, setParams],
  );
  return [query, change, clear];
}

export function useLeads(query: LeadQuery) {
  const body = leadsBody(query);
  // The last page stays on screen while the next loads: no flash of skeleton between pages.
  return useQuery({
    queryKey: ['studio_leads', body],
    queryFn: () => rpcAnswer('studio_leads', body, (answers) => answers.leadsAnswerSchema),
    placeholderData: keepPreviousData,
  });
}

export function useLeadFilters() {
  return useQuery({ queryKey: ['studio_lead_filters'], queryFn: () => rpcAnswer('studio_lead_filters', {}, (answers) => answers.leadFiltersSchema) });
}
