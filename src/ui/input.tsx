import type * as React from 'react';
import { cn } from '../lib/cn';

/** Invalid (aria-invalid) turns the border red, so the state a screen reader hears is the one seen. */
export const controlClasses =
  'w-full min-w-0 rounded-xl border border-ink/25 bg-white px-3.5 text-base text-ink shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-ink/55 focus-visible:border-lagoon focus-visible:ring-3 focus-visible:ring-lagoon/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-danger/20 aria-invalid:focus-visible:ring-danger/25';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(controlClasses, 'h-11', className)} {...props} />;
}
