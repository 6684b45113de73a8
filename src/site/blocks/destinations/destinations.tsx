import { useId } from 'react';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { DestinationCard } from './destination-card';
import type { DestinationsProps } from './schema';

/** "One Global Network": a card per destination, each opening the info dialog. */
export function Destinations({ anchor, eyebrow, heading, intro, moreLabel, action, imageWidth, imageHeight, items }: DestinationsProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="relative overflow-hidden bg-ocean text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-lagoon/40 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id={headingId} tone="dark" size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
        {/* On phones the cards scroll sideways (snapping, no script) instead of making a 12-card tower. */}
        <ul className="-mx-5 mt-12 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-1 pb-6 sm:mx-0 sm:mt-14 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item, i) => (
            <DestinationCard key={i} item={item} action={action} moreLabel={moreLabel} width={imageWidth} height={imageHeight} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
