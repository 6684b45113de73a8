import type * as React from 'react';
import { cn } from '../../lib/cn';
import { studioControl } from '../ui/field';

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the label and read with the control, like the rule it follows. */
  hint?: string;
  error?: string;
  /** The control, given the ids that describe it and whether it is invalid. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => React.ReactNode;
}

/** A labelled control with its rule as a hint and its problem, from the browser or the server, under it. */
export function ProfileControl({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink/70">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: cn(studioControl, 'max-w-xl'),
      })}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
