import { ActionButton } from '../../ui/action-button';
import { Checklist } from './checklist';
import type { PricingLayout } from './schema';

/** One product on a dark card: the price first, then what it includes, then the pay button. */
export function SinglePrice({ name, badge, price, priceNote, monthly, includedHeading, included, button, note }: PricingLayout<'single'>) {
  return (
    <article className="mx-auto mt-12 max-w-xl rounded-[2rem] bg-ocean p-7 text-center text-white shadow-2xl shadow-ocean/30 sm:mt-14 sm:p-12">
      {badge && <p className="mx-auto mb-5 w-fit rounded-full bg-amber-300 px-4 py-1 text-xs font-bold tracking-wider text-ink uppercase">{badge}</p>}
      {name && <h3 className="text-lg font-semibold text-white/85">{name}</h3>}
      <p className="mt-2 flex flex-wrap items-baseline justify-center gap-x-3">
        <span className="font-display text-5xl font-bold text-amber-300 sm:text-6xl">{price}</span>
        {priceNote && <span className="text-lg text-white/75">{priceNote}</span>}
      </p>
      {monthly && <p className="mt-3 text-white/80">{monthly}</p>}
      <div className="mt-8 border-t border-white/15 pt-8">
        {includedHeading && <h4 className="mb-4 text-left text-sm font-semibold tracking-wider text-white/70 uppercase">{includedHeading}</h4>}
        <Checklist items={included} tone="dark" />
      </div>
      <ActionButton {...button} size="lg" className="mt-10 h-auto min-h-13 w-full px-6 py-3 whitespace-normal" />
      {note && <p className="mt-4 text-sm text-white/70">{note}</p>}
    </article>
  );
}
