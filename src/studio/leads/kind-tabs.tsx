import { clsx } from 'clsx';
import { kindLabels, type LeadKind, leadKinds } from './types';

const numbers = new Intl.NumberFormat('en');

/** One button per kind with its count under the other filters; "All" sums them. */
export function KindTabs({ kind, counts, onChange }: { kind?: LeadKind; counts?: Record<LeadKind, number>; onChange: (kind?: LeadKind) => void }) {
  const all = counts ? leadKinds.reduce((sum, k) => sum + (counts[k] ?? 0), 0) : undefined;
  const tabs: { value?: LeadKind; label: string; count?: number }[] = [
    { label: 'All', count: all },
    ...leadKinds.map((value) => ({ value, label: kindLabels[value], count: counts?.[value] })),
  ];
  return (
    <fieldset className="flex min-w-0 gap-1 overflow-x-auto border-b border-stone-200">
      <legend className="sr-only">Kind of lead</legend>
      {tabs.map((tab) => {
        const active = tab.value === kind;
        return (
          <button
            key={tab.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={clsx(
              '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              active ? 'border-ocean text-ocean' : 'border-transparent text-ink/70 hover:text-ink',
            )}
          >
            {tab.label}
            <span data-testid={`count-${tab.value ?? 'all'}`} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-ink/80 tabular-nums">
              {tab.count === undefined ? '–' : numbers.format(tab.count)}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
