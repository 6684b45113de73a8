import type * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { buttonVariants } from './button-variants';

export { buttonVariantNames, buttonVariants, type ButtonVariant } from './button-variants';

/** A button in one of the spec's variants and sizes. */
export function Button({ className, variant, size, ...props }: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
