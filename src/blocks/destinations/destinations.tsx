import { useId } from 'react';
import { DestinationCard } from './destination-card';
import type { DestinationsProps } from './schema';

/** "One Global Network": a card per destination, each opening the info dialog. */
export function Destinations({ anchor, eyebrow, heading, intro, moreLabel, action, imageWidth, imageHeight, items }: DestinationsProps) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className="relative scroll-mt-6 overflow-hidden bg-ocean py-20 text-white sm:py-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-lagoon/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <header className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">{eyebrow}</p>}
          <h2 id={headingId} className="mt-3 font-display text-4xl font-bold sm:text-5xl">{heading}</h2>
          {intro && <p className="mt-5 text-lg leading-relaxed text-white/80">{intro}</p>}
        </header>
        {/* On phones the cards scroll sideways (snapping, no script) instead of making a 12-card tower. */}
        <ul className="-mx-5 mt-12 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-1 pb-6 sm:mx-0 sm:mt-14 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item, i) => (
            <DestinationCard key={i} item={item} action={action} moreLabel={moreLabel} width={imageWidth} height={imageHeight} />
          ))}
        </ul>
      </div>
    </section>
  );
}
