import { useId } from 'react';
import { type LeadQuery, pageSizes } from './lead-query';
import { studioControlBox } from '../ui/field';
import { StudioButton } from '../ui/studio-button';

const numbers = new Intl.NumberFormat('en');

/** "26–50 of 132", previous and next, and the page size (the spec's bounds: pages of up to 100). */
export function Pagination({
  total,
  page,
  perPage,
  onChange,
}: {
  total: number;
  page: number;
  perPage: number;
  onChange: (change: Partial<LeadQuery>) => void;
}) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" data-testid="range">
        {numbers.format(first)}–{numbers.format(last)} of {numbers.format(total)} leads
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="whitespace-nowrap text-ink/75">
          Rows per page
        </label>
        <select id={id} className={`${studioControlBox} w-20`} value={perPage} onChange={(e) => onChange({ per_page: Number(e.target.value) })}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <StudioButton variant="secondary" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
          Previous
        </StudioButton>
        <span className="whitespace-nowrap tabular-nums">
          Page {page} of {pages}
        </span>
        <StudioButton variant="secondary" disabled={page >= pages} onClick={() => onChange({ page: page + 1 })}>
          Next
        </StudioButton>
      </div>
    </nav>
  );
}
