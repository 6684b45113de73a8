import { ActionButton } from '../../ui/action-button';
import { cn } from '../../lib/cn';
import { Checklist } from './checklist';
import type { PricingLayout } from './schema';

/** Payment plans side by side: each card a price line, a monthly line and its own pay button. A badge highlights its card. */
export function PlanCards({ plans }: PricingLayout<'plans'>) {
  return (
    <ul
      className={cn(
        'mx-auto mt-12 grid items-stretch gap-6 sm:mt-14',
        plans.length > 1 && 'md:grid-cols-2',
        plans.length > 2 && 'lg:grid-cols-3',
        plans.length < 3 ? 'max-w-4xl' : 'max-w-6xl',
      )}
    >
      {plans.map((plan, i) => {
        const featured = Boolean(plan.badge);
        return (
          <li
            key={i}
            data-slot="price-card"
            className={cn(
              'relative flex flex-col rounded-3xl p-7 sm:p-9',
              featured ? 'bg-ocean text-white shadow-2xl shadow-ocean/30' : 'bg-white text-ink shadow-sm ring-1 ring-ink/10',
            )}
          >
            {plan.badge && (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-300 px-4 py-1 text-xs font-bold tracking-wider whitespace-nowrap text-ink uppercase shadow-md">
                {plan.badge}
              </p>
            )}
            <h3 className={cn('text-lg font-semibold', featured ? 'text-white/90' : 'text-ocean')}>{plan.name}</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
              <span className={cn('font-display text-4xl font-bold sm:text-5xl', featured ? 'text-amber-300' : 'text-ocean')}>{plan.price}</span>
              {plan.priceNote && <span className={featured ? 'text-white/75' : 'text-ink/65'}>{plan.priceNote}</span>}
            </p>
            {plan.monthly && <p className={cn('mt-2 text-lg font-semibold', featured ? 'text-white' : 'text-lagoon')}>{plan.monthly}</p>}
            {plan.description && <p className={cn('mt-4 leading-relaxed', featured ? 'text-white/80' : 'text-ink/70')}>{plan.description}</p>}
            <Checklist
              items={plan.included}
              tone={featured ? 'dark' : 'light'}
              className={cn('mt-6 border-t pt-6', featured ? 'border-white/15' : 'border-ink/10')}
            />
            <div className="mt-auto pt-8">
              <ActionButton {...plan.button} size="lg" className="h-auto min-h-13 w-full px-6 py-3 whitespace-normal" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
