import type * as React from 'react';
import { cn } from '../lib/cn';
import { CountryCodeSelect } from './country-code-select';
import { controlProps, FormMessage, messageIdFor } from './form-field';
import { Input } from './input';
import { Label } from './label';

/**
 * A phone number with its calling code: the label names the number input, the picker has its
 * own accessible name, and each shows its own error under the row (red border, described-by).
 */
export function PhoneField({
  id,
  locale,
  label,
  codeLabel,
  codePlaceholder,
  region,
  onRegionChange,
  phone,
  onPhoneChange,
  phonePlaceholder,
  phoneError,
  codeError,
  className,
  inputProps,
}: {
  id: string;
  locale: string;
  label: React.ReactNode;
  codeLabel: string;
  codePlaceholder: string;
  region: string;
  onRegionChange: (iso2: string) => void;
  phone: string;
  onPhoneChange: (value: string) => void;
  phonePlaceholder?: string;
  phoneError?: string;
  codeError?: string;
  className?: string;
  inputProps?: Omit<React.ComponentProps<'input'>, 'id' | 'value' | 'onChange'>;
}) {
  const codeId = `${id}-code`;
  return (
    <div data-slot="phone-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <CountryCodeSelect
          {...controlProps(codeId, codeError)}
          aria-label={codeLabel}
          locale={locale}
          value={region}
          onValueChange={onRegionChange}
          placeholder={codePlaceholder}
          className="w-32 shrink-0"
        />
        <Input
          {...controlProps(id, phoneError)}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={phone}
          placeholder={phonePlaceholder}
          onChange={(event) => onPhoneChange(event.target.value)}
          {...inputProps}
        />
      </div>
      <FormMessage id={messageIdFor(codeId)}>{codeError}</FormMessage>
      <FormMessage id={messageIdFor(id)}>{phoneError}</FormMessage>
    </div>
  );
}
