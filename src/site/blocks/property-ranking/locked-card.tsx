import { Lock } from 'lucide-react';
import type { Action } from '../../../ui/action-schema';
import { fillTemplate } from '../../../lib/fill-template';
import { ActionTrigger } from '../../../ui/action-trigger';
import { PropertyCard, type CardContext } from './property-card';
import type { Property } from './schema';

/**
 * A blurred home that invites the info modal. The blurred card is hidden from assistive
 * technology as well as from sight (aria-hidden, nothing focusable inside); the button over it
 * is named by its own visible words ("Unlock #4 …"), so nobody is told what the blur hides.
 */
export function LockedCard({
  property,
  context,
  label,
  hint,
  action,
}: {
  property: Property;
  context: CardContext;
  label: string;
  hint: string;
  action: Action;
}) {
  return (
    <div className="relative h-full overflow-hidden rounded-3xl" data-locked-card="">
      <div aria-hidden="true" className="pointer-events-none h-full blur-[7px] select-none">
        <PropertyCard property={property} context={context} teaser />
      </div>
      <ActionTrigger
        action={action}
        className="group absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-3xl bg-white/35 p-6 text-center ring-1 ring-ink/10 transition outline-none hover:bg-white/20 focus-visible:ring-4 focus-visible:ring-lagoon"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-ocean text-white shadow-lg transition group-hover:scale-105">
          <Lock aria-hidden="true" focusable="false" className="size-6" strokeWidth={2} />
        </span>
        <span className="rounded-full bg-white px-4 py-1.5 text-lg font-bold text-ocean shadow-sm">{fillTemplate(label, { rank: property.rank })}</span>
        <span className="max-w-[19rem] rounded-xl bg-white/90 px-3 py-1 text-sm font-medium text-balance text-ink">{hint}</span>
      </ActionTrigger>
    </div>
  );
}
