import type * as React from 'react';
import { useMemo } from 'react';
import { callingCodeOf } from '../lib/calling-codes';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

/** A region the picker offers: its ISO 3166 code and its name in the page's language. */
export type NamedRegion = readonly [iso2: string, name: string];

/**
 * The calling-code picker as the browser's own <select>: the same regions, names and values as
 * CountryCodeSelect, with the platform's keyboard, typeahead and mobile picker, and none of the
 * popup code. For pages where the form loads with the page (/thank-you) and every kilobyte
 * counts against the JavaScript budget.
 *
 * The whole list is in the prerendered markup, so a visitor can pick before the island's code
 * arrives. Its names and order come in as props (made once at build time, see
 * callingCodeOptions), never from the browser's Intl data: that differs from the server's, and
 * a different option text or order would break hydration.
 */
export function NativeCountryCodeSelect({
  regions,
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'value' | 'onChange'> & {
  regions: readonly NamedRegion[];
  value: string;
  onValueChange: (iso2: string) => void;
}) {
  // Built once per list, not on every keystroke of the form around it. The code comes before
  // the name so a narrow closed picker (w-40 on a phone) still shows "+1", not "United Stat…".
  // No flag: an <option> holds text only, and flag emoji show as letter pairs on Windows.
  const options = useMemo(
    () =>
      regions.map(([iso2, name]) => (
        <option key={iso2} value={iso2}>
          {`${callingCodeOf(iso2) ?? ''} ${name}`}
        </option>
      )),
    [regions],
  );
  return (
    <select
      data-slot="native-country-code-select"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(controlClasses, 'h-11 cursor-pointer pr-2', className)}
      {...props}
    >
      {options}
    </select>
  );
}
