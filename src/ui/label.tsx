import type * as React from 'react';
import { cn } from '../lib/cn';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: a shadcn primitive; the control is named by the htmlFor every caller passes in props
  return <label data-slot="label" className={cn('text-sm leading-none font-semibold text-ink select-none', className)} {...props} />;
}
