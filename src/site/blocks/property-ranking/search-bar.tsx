import { ChevronDown, Search } from 'lucide-react';
import { Icon } from '../../../ui/icon';
import { ActionTrigger } from '../../../ui/action-trigger';
import type { PropertyRankingProps } from './schema';

/**
 * Looks like a search bar, and says what it is: search is not open yet, so every control is a
 * button that opens the info modal, and each one is described by the note that says so. No
 * <select> pretends to filter anything.
 */
export function SearchBar({ search, idPrefix }: { search: PropertyRankingProps['search']; idPrefix: string }) {
  const labelId = `${idPrefix}-search-label`;
  const noteId = `${idPrefix}-search-note`;
  return (
    <div className="mx-auto mt-10 max-w-5xl">
      {/* biome-ignore lint/a11y/useSemanticElements: not a form: its controls are buttons that open the info dialog, so a <fieldset> (a form-control group, with its own legend and min-inline-size rendering) would say the wrong thing */}
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex flex-col gap-2 rounded-3xl bg-white p-2 shadow-xl ring-1 shadow-ocean/10 ring-ink/10 md:flex-row md:items-stretch md:rounded-full"
      >
        <span id={labelId} className="sr-only">
          {search.label}
        </span>
        {search.fields.map((field, i) => (
          <ActionTrigger
            key={i}
            action={search.action}
            aria-describedby={noteId}
            data-slot="search-control"
            className="flex min-h-14 flex-1 cursor-pointer items-center gap-3 rounded-2xl px-4 py-2 text-left transition outline-none hover:bg-sand focus-visible:ring-3 focus-visible:ring-lagoon md:rounded-full"
          >
            <Icon name={field.icon} className="size-5 text-lagoon" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{field.label}</span>
              <span className="truncate font-medium text-ink">{field.value}</span>
            </span>
            <ChevronDown aria-hidden="true" focusable="false" className="size-4 shrink-0 text-ink/60" strokeWidth={2} />
          </ActionTrigger>
        ))}
        <ActionTrigger
          action={search.action}
          aria-describedby={noteId}
          data-slot="search-control"
          className="flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl bg-coral px-7 font-semibold text-white shadow-md transition outline-none hover:bg-coral/90 focus-visible:ring-4 focus-visible:ring-coral/40 md:rounded-full"
        >
          <Search aria-hidden="true" focusable="false" className="size-5" strokeWidth={2.25} />
          {search.button}
        </ActionTrigger>
      </div>
      <p id={noteId} className="mt-3 text-center text-sm text-ink/70">
        {search.note}
      </p>
    </div>
  );
}
