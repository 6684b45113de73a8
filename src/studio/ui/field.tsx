import type * as React from 'react';
import { clsx } from 'clsx';

/** A text field or select without its width, for one that is not as wide as its column. */
export const studioControlBox =
  'h-9 min-w-0 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-ink shadow-xs outline-none focus-visible:border-lagoon focus-visible:ring-3 focus-visible:ring-lagoon/25 aria-invalid:border-danger disabled:opacity-60';

export const studioControl = `${studioControlBox} w-full`;

/** A label above its control; the control is passed in with the id the label names. */
export function Field({ id, label, children, className }: { id: string; label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-ink/75">
        {label}
      </label>
      {children}
    </div>
  );
}
