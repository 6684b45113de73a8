import type * as React from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

/** What a field passes to its control: its id and, when invalid, the state and the message's id. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export const messageIdFor = (id: string) => `${id}-message`;

/** The control's props for a field in this state (also for controls a composite field lays out itself). */
export function controlProps(id: string, error: string | undefined): ControlProps {
  return error ? { id, 'aria-invalid': true, 'aria-describedby': messageIdFor(id) } : { id };
}

export function FormMessage({ id, className, children, ...props }: React.ComponentProps<'p'> & { id: string }) {
  if (!children) return null;
  return (
    <p id={id} data-slot="form-message" className={cn('text-sm font-medium text-danger', className)} {...props}>
      {children}
    </p>
  );
}

/**
 * A label, one control and the field's error message under it. The control comes from a render
 * function so it gets the wiring (id, aria-invalid, aria-describedby) without cloning elements.
 */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  return (
    <div data-slot="form-field" data-invalid={error ? '' : undefined} className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(controlProps(id, error))}
      <FormMessage id={messageIdFor(id)}>{error}</FormMessage>
    </div>
  );
}
