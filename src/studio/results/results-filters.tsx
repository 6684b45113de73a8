import { studioControl as field } from '../ui/field';

export interface ResultsFilter {
  from: string;
  to: string;
  /** '' for every route. */
  route: string;
}

/** The range (UTC days, both included) and the route the figures cover. */
export function ResultsFilters({ value, routes, onChange }: { value: ResultsFilter; routes: readonly string[]; onChange: (next: ResultsFilter) => void }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Range and route</legend>
      <label className="grid gap-1 text-xs font-medium text-ink/70">
        From (UTC)
        <input
          type="date"
          className={field}
          value={value.from}
          max={value.to}
          required
          onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs font-medium text-ink/70">
        To (UTC)
        <input
          type="date"
          className={field}
          value={value.to}
          min={value.from}
          required
          onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs font-medium text-ink/70">
        Route
        <select className={`${field} min-w-40`} value={value.route} onChange={(e) => onChange({ ...value, route: e.target.value })}>
          <option value="">All routes</option>
          {[...new Set([...routes, ...(value.route ? [value.route] : [])])].map((route) => (
            <option key={route} value={route}>
              {route}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
