import { useId } from 'react';
import type { Action } from '../../../ui/action-schema';
import { cn } from '../../../lib/cn';
import { ActionTrigger } from '../../../ui/action-trigger';
import { LazyImage } from '../../../ui/lazy-image';
import { RegionFlag } from '../../../ui/region-flag';
import type { Destination } from './schema';

/**
 * The card's one control (the place name) is stretched over the whole card by its ::after box,
 * so a click anywhere opens the dialog while screen readers meet a single button named after the place.
 */
const triggerClasses = 'text-left outline-none after:absolute after:inset-0 after:z-10 after:rounded-3xl after:content-[""] cursor-pointer';

export function DestinationCard({
  item,
  action,
  moreLabel,
  width,
  height,
}: {
  item: Destination;
  action: Action;
  moreLabel?: string;
  width: number;
  height: number;
}) {
  const statusId = useId();
  const building = item.stage === 'construction';
  return (
    <li
      data-stage={item.stage}
      className={cn(
        'group relative flex w-[82%] shrink-0 snap-start flex-col overflow-hidden rounded-3xl sm:w-auto bg-white text-ink shadow-lg shadow-black/10 transition duration-300',
        'hover:-translate-y-1 hover:shadow-2xl has-focus-visible:ring-4 has-focus-visible:ring-sun',
        building && 'ring-2 ring-sun',
      )}
    >
      {/* The shade over the picture and the status dot are drawn by CSS (::after, ::before), not
          elements: two per card, 24 on each long page, that only paint. The shade is the last
          layer here, over the badge, where it is fully transparent. */}
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-200 after:pointer-events-none after:absolute after:inset-0 after:bg-gradient-to-t after:from-black/45 after:via-transparent after:to-transparent after:content-['']">
        <LazyImage
          src={item.image}
          alt={item.alt}
          width={width}
          height={height}
          className="size-full object-cover transition duration-700 group-hover:scale-105"
        />
        {item.badge && (
          <span className="absolute left-4 top-4 rounded-full bg-sun px-3 py-1 text-xs font-bold uppercase tracking-widest text-ink shadow-md">
            {item.badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* The flag is decoration: the place name beside it is the card's name. Aligned to the
            first line, so a name that wraps keeps its flag at the top. */}
        <h3 className="flex items-start gap-2.5 font-display text-xl font-bold text-ocean">
          <RegionFlag region={item.region} size="md" className="mt-[0.3rem]" />
          <ActionTrigger action={action} className={triggerClasses} aria-describedby={statusId}>
            {item.name}
          </ActionTrigger>
        </h3>
        <p
          id={statusId}
          className={cn(
            "mt-3 inline-flex w-fit items-center gap-2 rounded-2xl px-3 py-1 text-xs leading-snug font-semibold before:size-2 before:shrink-0 before:rounded-full before:content-['']",
            building ? 'bg-amber-100 text-amber-900 before:animate-pulse-soft before:bg-sun' : 'bg-ocean/10 text-ocean before:bg-lagoon/60',
          )}
        >
          {item.status}
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink/75">{item.description}</p>
        {moreLabel && (
          <span aria-hidden="true" className="mt-4 text-sm font-semibold text-lagoon transition group-hover:translate-x-1">
            {moreLabel} →
          </span>
        )}
      </div>
    </li>
  );
}
