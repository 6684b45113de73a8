import { ActionButton } from '../../ui/action-button';
import { cn } from '../../lib/cn';
import { Checklist } from './checklist';
import type { PricingLayout } from './schema';

/**
 * Tiered batches side by side. The batch on sale stands out; a sold-out one keeps its price
 * struck through (an <s>, so it also reads as no longer valid); a next one is muted.
 */
export function BatchCards({ stateLabels, batches }: PricingLayout<'batches'>) {
  const labels = { current: stateLabels.current, next: stateLabels.next, 'sold-out': stateLabels.soldOut };
  return (
    <ol className="mt-12 grid items-stretch gap-6 sm:mt-14 md:grid-cols-3">
      {batches.map((batch, i) => {
        const current = batch.state === 'current';
        return (
          <li
            key={i}
            data-slot="price-card"
            data-state={batch.state}
            className={cn(
              'flex flex-col rounded-3xl p-7 text-center sm:p-8',
              current
                ? 'bg-ocean text-white shadow-2xl shadow-ocean/30 ring-4 ring-amber-300 md:-my-3 md:py-11'
                : 'bg-white text-ink shadow-sm ring-1 ring-ink/10',
              batch.state === 'sold-out' && 'bg-sand/60',
            )}
          >
            <p
              className={cn(
                'mx-auto w-fit rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase',
                current ? 'bg-amber-300 text-ink' : batch.state === 'sold-out' ? 'bg-danger/10 text-danger' : 'bg-sand-200 text-ink/75',
              )}
            >
              {labels[batch.state]}
            </p>
            <h3 className={cn('mt-5 text-lg font-semibold', current ? 'text-white/90' : 'text-ocean')}>{batch.name}</h3>
            <p
              className={cn(
                'mt-2 font-display text-4xl font-bold sm:text-5xl',
                current ? 'text-amber-300' : batch.state === 'sold-out' ? 'text-ink/45' : 'text-ocean',
              )}
            >
              {batch.state === 'sold-out' ? <s>{batch.price}</s> : batch.price}
            </p>
            {batch.description && <p className={cn('mt-4 leading-relaxed', current ? 'text-white/80' : 'text-ink/70')}>{batch.description}</p>}
            <Checklist items={batch.included} tone={current ? 'dark' : 'light'} className="mt-6" />
            {batch.button && (
              <div className="mt-auto pt-8">
                <ActionButton {...batch.button} size="lg" className="h-auto min-h-13 w-full px-6 py-3 whitespace-normal" />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
