import type { ReactNode } from 'react';
import { formatCount, formatRate } from '../charts/format';

/**
 * The Results screen's tables (per day, per source): a scrollable, focusable region with a
 * caption, a first column of row names and four figures (views, leads, paid, rate). On a phone
 * the five columns fit the screen (tighter gaps, no letter spacing): none hides off to the side.
 */
export function FigureTable(props: {
  label: string;
  caption: string;
  first: string;
  rateHeader: string;
  /** How the region scrolls: sideways only, or also down under a sticky head. */
  sticky?: boolean;
  children: ReactNode;
}) {
  const { label, caption, first, rateHeader, sticky = false, children } = props;
  const scroll = sticky ? 'max-h-96 overflow-auto' : 'overflow-x-auto';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keys scroll it (WCAG 2.1.1)
    <section className={`${scroll} focus-visible:outline-2 focus-visible:outline-sun`} tabIndex={0} aria-label={label}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={`${sticky ? 'sticky top-0 bg-white ' : ''}text-left text-xs uppercase text-ink/60 sm:tracking-wide`}>
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 font-medium">
              {first}
            </th>
            {['Views', 'Leads', 'Paid', rateHeader].map((name) => (
              <th key={name} scope="col" className="py-2 pl-2 text-right font-medium sm:pl-3">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}

/** The four figures of a row, right-aligned. */
export function FigureCells({ row, className }: { row: { views: number; leads: number; paid: number; rate: number }; className: string }) {
  return (
    <>
      <td className={className}>{formatCount(row.views)}</td>
      <td className={className}>{formatCount(row.leads)}</td>
      <td className={className}>{formatCount(row.paid)}</td>
      <td className={className}>{formatRate(row.rate)}</td>
    </>
  );
}
