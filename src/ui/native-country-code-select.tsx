import type * as React from 'react';
import { useEffect, useState } from 'react';
import { callingCodeOptions, callingCodeOf, flagOf } from '../forms/calling-codes';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

/**
 * The calling-code picker as the browser's own <select>: the same regions, names and values as
 * CountryCodeSelect, with the platform's keyboard, typeahead and mobile picker, and none of the
 * popup code. For pages where the form loads with the page (/thank-you) and every kilobyte
 * counts against the JavaScript budget.
 *
 * Region names come from the browser's Intl data, which differs from the server's, so the
 * prerendered (and hydrated) markup holds only the selected entry as "flag code"; the named list
 * replaces it right after hydration.
 */
export function NativeCountryCodeSelect({
  locale,
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'value' | 'onChange'> & {
  locale: string;
  value: string;
  onValueChange: (iso2: string) => void;
}) {
  const [named, setNamed] = useState(false);
  useEffect(() => setNamed(true), []);
  const options = named ? callingCodeOptions(locale) : [];
  return (
    <select
      data-slot="native-country-code-select"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(controlClasses, 'h-11 cursor-pointer pr-2', className)}
      {...props}
    >
      {!named && <option value={value}>{`${flagOf(value)} ${callingCodeOf(value) ?? ''}`}</option>}
      {options.map((option) => (
        <option key={option.iso2} value={option.iso2}>
          {`${option.flag} ${option.name} (${option.code})`}
        </option>
      ))}
    </select>
  );
}
