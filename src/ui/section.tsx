import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A page section: the anchor that scroll buttons and #links target (kept clear of the top edge
 * by scroll-mt), named by its heading, with the page's vertical rhythm.
 */
export function Section({ anchor, labelledBy, className, children }: { anchor?: string; labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <section id={anchor} aria-labelledby={labelledBy} className={cn('scroll-mt-6 py-20 sm:py-28', className)}>
      {children}
    </section>
  );
}
