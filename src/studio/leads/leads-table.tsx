import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { clsx } from 'clsx';
import type { LeadQuery, SortColumn } from './lead-query';
import { displayValue, receivedAt } from './format';
import { kindLabels, type Lead } from './types';

const columns: { key: keyof Lead; label: string; sort?: SortColumn }[] = [
  // Who first: on a phone the table scrolls sideways and the first columns are what shows.
  { key: 'name', label: 'Name', sort: 'name' },
  { key: 'email', label: 'Email', sort: 'email' },
  { key: 'kind', label: 'Kind', sort: 'kind' },
  { key: 'created_at', label: 'Received', sort: 'created_at' },
  { key: 'route', label: 'Route', sort: 'route' },
  { key: 'utm_source', label: 'UTM source' },
  { key: 'payment_status', label: 'Payment' },
];

const cell = 'px-3 py-2 text-left align-top whitespace-nowrap';

function SortHeader({
  column,
  query,
  onSort,
}: {
  column: (typeof columns)[number];
  query: LeadQuery;
  onSort: (sort: SortColumn, direction: 'asc' | 'desc') => void;
}) {
  const { sort } = column;
  if (!sort) return <th className={`${cell} font-medium`}>{column.label}</th>;
  const active = query.sort === sort;
  const Icon = !active ? ArrowUpDown : query.direction === 'asc' ? ArrowUp : ArrowDown;
  // The first click on a column sorts it the way a marketer most often wants: newest dates first, names A-Z.
  const first = sort === 'created_at' ? 'desc' : 'asc';
  const next = active ? (query.direction === 'asc' ? 'desc' : 'asc') : first;
  return (
    <th className={`${cell} font-medium`} aria-sort={active ? (query.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 rounded hover:text-ocean" onClick={() => onSort(sort, next)}>
        {column.label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

function text(lead: Lead, key: keyof Lead): string {
  const value = lead[key];
  if (key === 'created_at') return receivedAt(String(value));
  if (key === 'kind') return kindLabels[lead.kind] ?? lead.kind;
  return displayValue(value);
}

export function LeadsTable({
  rows,
  query,
  onSort,
  onOpen,
  onIntent,
}: {
  rows: Lead[];
  query: LeadQuery;
  onSort: (sort: SortColumn, direction: 'asc' | 'desc') => void;
  onOpen: (lead: Lead) => void;
  /** A lead is about to be opened (pointer over its row, focus on its name): fetch what opening needs. */
  onIntent?: () => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Leads; choose a name to see every field</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs text-ink/75">
          <tr>
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} query={query} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => (
            <tr
              key={`${lead.kind}-${lead.id}`}
              className="cursor-pointer border-b border-stone-100 last:border-0 hover:bg-stone-50"
              onClick={() => onOpen(lead)}
              onPointerEnter={onIntent}
            >
              {columns.map((column) =>
                column.key === 'name' ? (
                  <td key={column.key} className={cell}>
                    <button
                      type="button"
                      className={clsx(
                        'max-w-64 truncate text-left font-medium underline-offset-2 hover:underline',
                        lead.name ? 'text-ocean' : 'text-ink/70 italic',
                      )}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(lead);
                      }}
                      onFocus={onIntent}
                    >
                      {lead.name ? displayValue(lead.name) : '(no name)'}
                    </button>
                  </td>
                ) : (
                  <td key={column.key} className={`${cell} max-w-64 truncate`}>
                    {text(lead, column.key)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
