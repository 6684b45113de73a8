import type * as React from 'react';
import { useMemo } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cn } from '../lib/cn';
import { callingCodeOptions } from '../lib/calling-codes';
import { controlClasses } from './input';
import { RegionFlag } from './region-flag';

type TriggerProps = Pick<
  React.ComponentProps<typeof SelectPrimitive.Trigger>,
  'id' | 'className' | 'aria-label' | 'aria-labelledby' | 'aria-invalid' | 'aria-describedby' | 'disabled'
>;

/**
 * The calling-code picker of the phone fields: every region as a flag image and "name (+code)", named in
 * the page's language. The value is the region (ISO 3166 alpha-2), so the UK and the other +44
 * regions stay distinct; callers send its code as countryCode and the region as country.
 * Radix brings the keyboard model, including typeahead whose buffer resets after 1 s (spec §9):
 * typing "ger" jumps to Germany, in the list and on the closed trigger.
 */
export function CountryCodeSelect({
  locale,
  value,
  onValueChange,
  placeholder,
  className,
  ...triggerProps
}: TriggerProps & {
  locale: string;
  /** The selected region, or "" for none (the placeholder shows). */
  value: string;
  onValueChange: (iso2: string) => void;
  placeholder: string;
}) {
  const options = callingCodeOptions(locale);
  // ~245 items: built once per language, not on every keystroke in a neighbouring field.
  const items = useMemo(
    () =>
      options.map((option) => (
        <SelectPrimitive.Item
          key={option.iso2}
          value={option.iso2}
          textValue={`${option.name} ${option.code}`}
          className="relative flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-8 pl-2.5 text-sm outline-none select-none data-[highlighted]:bg-ocean/10 data-[state=checked]:font-semibold"
        >
          {/* Lazy: of ~245 options only those scrolled into the list fetch their flag. */}
          <RegionFlag region={option.iso2} size="sm" />
          <SelectPrimitive.ItemText>
            {option.name} ({option.code})
          </SelectPrimitive.ItemText>
          <SelectPrimitive.ItemIndicator className="absolute right-2.5 text-lagoon">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="M20 6 9 17l-5-5" />
            </svg>
          </SelectPrimitive.ItemIndicator>
        </SelectPrimitive.Item>
      )),
    [options],
  );
  const selected = options.find((option) => option.iso2 === value);
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger
        data-slot="country-code-select"
        className={cn(
          controlClasses,
          'inline-flex h-11 cursor-pointer items-center justify-between gap-1.5 text-left whitespace-nowrap data-[placeholder]:text-ink/70',
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder}>
          {selected && (
            <span className="inline-flex items-center gap-1.5">
              <RegionFlag region={selected.iso2} size="sm" loading="eager" />
              {selected.code}
            </span>
          )}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 opacity-60" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="country-code-select-content"
          position="popper"
          sideOffset={6}
          align="start"
          className="z-[60] max-h-[min(22rem,var(--radix-select-content-available-height))] w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-xl bg-white text-ink shadow-2xl ring-1 ring-ink/10"
        >
          <SelectPrimitive.Viewport className="p-1">{items}</SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
