import { type ReactNode, useState } from 'react';
import { filterKeys, type LeadQuery } from './lead-query';

/** Folded on a phone until wanted (nine menus fill its screen), open on wider screens or when a filter is set. */
export function FilterPanel({ query, children }: { query: LeadQuery; children: ReactNode }) {
  // An arm is one choice, though the address holds it as two keys.
  const active = filterKeys.filter((key) => key !== 'arm' && query[key]).length;
  const [open, setOpen] = useState(() => active > 0 || window.matchMedia('(min-width: 768px)').matches);
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded text-sm font-medium text-ink/80 select-none">Filters{active ? ` (${active} set)` : ''}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
