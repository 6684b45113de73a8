import type * as React from 'react';
import { clsx } from 'clsx';

const base =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon';

/** The area's compact buttons: an admin screen wants the site's colours, not its large round calls to action. */
const variants = {
  primary: 'bg-ocean text-white hover:bg-ocean-700',
  secondary: 'border border-stone-300 bg-white text-ink hover:bg-stone-100',
  ghost: 'text-ink hover:bg-stone-200/70',
} as const;

export type StudioButtonVariant = keyof typeof variants;

/**
 * The classes of a studio button. One dimension of variants needs no class-variance-authority:
 * a lookup keeps its 0.5 kB gzip out of the studio's first screen, which has a 100 kB budget.
 */
export function studioButtonVariants({ variant }: { variant?: StudioButtonVariant | null } = {}): string {
  return `${base} ${variants[variant ?? 'primary']}`;
}

/**
 * `className` adds to the variant's classes (margins, width) and does not override them: the
 * studio's first screen does without tailwind-merge (8 kB gzip), so pass no class that competes
 * with one above; a new look is a new variant.
 */
export function StudioButton({ className, variant, type = 'button', ...props }: React.ComponentProps<'button'> & { variant?: StudioButtonVariant | null }) {
  return <button type={type} data-slot="studio-button" className={clsx(studioButtonVariants({ variant }), className)} {...props} />;
}
