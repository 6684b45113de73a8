import { useId } from 'react';
import type { FilterKey, LeadQuery } from './lead-query';
import type { LeadFilters } from './types';
import { Field, studioControl } from '../ui/field';

interface Choice {
  key: FilterKey;
  label: string;
  options: string[];
}

/** A select whose options are the values present; one in the address but gone from the data stays choosable. */
function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  onChange: (value?: string) => void;
}) {
  const listed = value === undefined || options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <Field id={id} label={label}>
      <select id={id} className={studioControl} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">Any</option>
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label === '' ? '(none)' : option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** The nine menus and two dates, filled from studio_lead_filters' answer. */
export function FilterChoices({ lists, query, onChange }: { lists: LeadFilters; query: LeadQuery; onChange: (change: Partial<LeadQuery>) => void }) {
  const id = useId();
  const choices: Choice[] = [
    { key: 'route', label: 'Route', options: lists.routes },
    { key: 'locale', label: 'Locale', options: lists.locales },
    { key: 'utm_source', label: 'UTM source', options: lists.utm_sources },
    { key: 'utm_medium', label: 'UTM medium', options: lists.utm_mediums },
    { key: 'utm_campaign', label: 'UTM campaign', options: lists.utm_campaigns },
    { key: 'payment_status', label: 'Payment status', options: lists.payment_statuses },
  ];
  // An arm is named with its experiment: two experiments may both have a "control".
  const arms = lists.experiments.map(({ experiment, arm }) => ({ value: JSON.stringify([experiment, arm]), label: `${experiment} · ${arm}` }));
  const chosenArm = query.experiment && query.arm ? JSON.stringify([query.experiment, query.arm]) : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {choices.map((choice) => (
        <Select
          key={choice.key}
          id={`${id}-${choice.key}`}
          label={choice.label}
          value={query[choice.key]}
          options={asOptions(choice.options)}
          onChange={(value) => onChange({ [choice.key]: value })}
        />
      ))}
      <Select
        id={`${id}-arm`}
        label="Experiment arm"
        value={chosenArm}
        options={arms}
        onChange={(value) => {
          const [experiment, arm] = value ? (JSON.parse(value) as [string, string]) : [undefined, undefined];
          onChange({ experiment, arm });
        }}
      />
      <Field id={`${id}-from`} label="From (UTC day)">
        <input
          id={`${id}-from`}
          type="date"
          className={studioControl}
          value={query.from ?? ''}
          max={query.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </Field>
      <Field id={`${id}-to`} label="To (UTC day)">
        <input
          id={`${id}-to`}
          type="date"
          className={studioControl}
          value={query.to ?? ''}
          min={query.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </Field>
    </div>
  );
}
