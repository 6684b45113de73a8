import { ActionButton } from '../../ui/action-button';
import { Icon } from '../../ui/icon';
import type { SubscriptionProps } from './schema';

type PriceCardProps = Pick<SubscriptionProps, 'planName' | 'price' | 'unitNote' | 'billing' | 'button' | 'note'>;

/** The recurring price as the checkout charges it, what one subscription covers, how it is billed, and the pay button. */
export function PriceCard({ planName, price, unitNote, billing, button, note }: PriceCardProps) {
  return (
    <div data-slot="price-card" className="flex flex-col justify-center bg-ocean px-6 py-10 text-center text-white sm:px-12 sm:py-14">
      {planName && <h3 className="text-lg font-semibold text-white/85">{planName}</h3>}
      <p className="mt-3 font-display text-5xl font-bold text-amber-300 sm:text-6xl">{price}</p>
      <p className="mt-2 text-lg font-semibold text-white/85">{unitNote}</p>
      <ul className="mt-8 grid gap-3 border-t border-white/15 pt-8 text-left sm:grid-cols-2">
        {billing.map((fact, i) => (
          <li key={i} className="flex items-center gap-3 rounded-2xl bg-white/[0.07] px-4 py-3 ring-1 ring-white/15">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-sun/15 text-sun">
              <Icon name={fact.icon} className="size-5" />
            </span>
            <span className="font-medium text-white/90">{fact.label}</span>
          </li>
        ))}
      </ul>
      <ActionButton {...button} size="lg" className="mt-10 h-auto min-h-13 w-full px-6 py-3 whitespace-normal" />
      {note && <p className="mt-4 text-sm text-white/70">{note}</p>}
    </div>
  );
}
