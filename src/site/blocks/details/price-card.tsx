import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { DetailsProps } from './schema';

/** The price rows on a dark card: the first row is the headline price, the rest read as extras. */
export function PriceCard({ prices, children }: { prices: DetailsProps['prices']; children?: ReactNode }) {
  return (
    <div className="rounded-3xl bg-ocean p-8 text-white shadow-2xl shadow-ocean/30 sm:p-10">
      {prices.length > 0 && (
        <dl className="divide-y divide-white/15">
          {prices.map((row, i) => (
            <div key={i} className={cn('grid grid-cols-[1fr_auto] items-baseline gap-x-6 gap-y-1', i === 0 ? 'pb-6' : 'py-5 last:pb-0')}>
              <dt className="text-sm font-semibold uppercase tracking-wider text-white/75">{row.label}</dt>
              <dd className={cn('font-display font-bold text-amber-300', i === 0 ? 'text-4xl sm:text-5xl' : 'text-3xl')}>{row.value}</dd>
              {row.note && <dd className="col-span-2 text-sm text-white/75 sm:text-right">{row.note}</dd>}
            </div>
          ))}
        </dl>
      )}
      {children}
    </div>
  );
}
