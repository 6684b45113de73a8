import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A page section: the anchor that scroll buttons and #links target (kept clear of the top edge
 * by scroll-mt), named by its heading, with the page's vertical rhythm. Off-screen sections skip
 * layout and paint until they near the viewport (content-visibility), which keeps the first
 * render cheap on long pages.
 */
export function Section({ anchor, labelledBy, className, children }: { anchor?: string; labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <section
      id={anchor}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-6 py-20 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-28', className)}
    >
      {children}
    </section>
  );
}
