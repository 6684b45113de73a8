import type * as React from 'react';
import { cn } from '../lib/cn';
import { controlProps, FormMessage, messageIdFor, type ControlProps } from './form-field';
import { Input } from './input';
import { Label } from './label';

/**
 * A phone number with its calling code: the label names the number input, the picker has its
 * own accessible name, and each shows its own error under the row (red border, described-by).
 * The picker comes from the caller (CountryCodeSelect in dialogs, the native one on /thank-you),
 * so a page that only needs the light one never bundles the other.
 */
export function PhoneField({
  id,
  label,
  codeLabel,
  codeSelect,
  phone,
  onPhoneChange,
  phonePlaceholder,
  phoneError,
  codeError,
  className,
  inputProps,
}: {
  id: string;
  label: React.ReactNode;
  codeLabel: string;
  /** Renders the picker with the wiring it needs (id, aria-label, error state). */
  codeSelect: (control: ControlProps & { 'aria-label': string }) => React.ReactNode;
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
        {codeSelect({ ...controlProps(codeId, codeError), 'aria-label': codeLabel })}
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
