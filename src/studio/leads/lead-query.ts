import { type LeadKind, leadKinds } from './types';

/**
 * The leads screen's state lives in the address (?kind=payment&utm_source=x&page=2): a reload
 * keeps it, a link shares it, Back undoes a filter. Defaults are left out of the address.
 */
export const sortColumns = ['created_at', 'name', 'email', 'route', 'kind'] as const;
export type SortColumn = (typeof sortColumns)[number];
export const pageSizes = [25, 50, 100] as const;
export const SEARCH_MAX = 200;

export const filterKeys = ['route', 'locale', 'from', 'to', 'utm_source', 'utm_medium', 'utm_campaign', 'experiment', 'arm', 'payment_status'] as const;
export type FilterKey = (typeof filterKeys)[number];

export interface LeadQuery extends Partial<Record<FilterKey, string>> {
  kind?: LeadKind;
  search?: string;
  sort: SortColumn;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

export function readLeadQuery(params: URLSearchParams): LeadQuery {
  const query: LeadQuery = {
    kind: oneOf(leadKinds, params.get('kind')),
    sort: oneOf(sortColumns, params.get('sort')) ?? 'created_at',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Math.min(1000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1)),
    per_page: pageSizes.find((size) => String(size) === params.get('per_page')) ?? 25,
  };
  const search = params.get('search');
  if (search && search.length <= SEARCH_MAX) query.search = search;
  for (const key of filterKeys) {
    const value = params.get(key);
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DATE.test(value)) continue;
    query[key] = value;
  }
  return query;
}

export function writeLeadQuery(query: LeadQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  for (const key of filterKeys) if (query[key]) params.set(key, query[key]);
  if (query.search) params.set('search', query.search);
  if (query.sort !== 'created_at') params.set('sort', query.sort);
  if (query.direction !== 'desc') params.set('direction', query.direction);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.per_page !== 25) params.set('per_page', String(query.per_page));
  return params;
}

/** The studio_leads body: only what is set, so the function's own defaults apply to the rest. */
export function leadsBody(query: LeadQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export const hasFilters = (query: LeadQuery) => Boolean(query.kind || query.search || filterKeys.some((key) => query[key]));

/** A changed filter or search starts again at page 1: page 7 of the old list means nothing in the new one. */
export function withChange(query: LeadQuery, change: Partial<LeadQuery>): LeadQuery {
  const keepsPage = Object.keys(change).every((key) => key === 'page');
  return { ...query, ...change, page: keepsPage ? (change.page ?? query.page) : 1 };
}
