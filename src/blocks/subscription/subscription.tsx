import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { IncludedList } from './included-list';
import { PriceCard } from './price-card';
import type { SubscriptionProps } from './schema';

/**
 * The subscription section: what the subscription includes on the left, the recurring price
 * (interval included, from the catalogue) with its billing facts and pay button on the right.
 * Phones read it top to bottom: the promise first, then the price.
 */
export function Subscription({ anchor, eyebrow, heading, intro, includedHeading, included, ...card }: SubscriptionProps) {
  const headingId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-white px-5 sm:px-8">
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-[2rem] shadow-2xl shadow-ocean/15 ring-1 ring-ink/5 lg:grid-cols-[1.15fr_1fr]">
        <div className="bg-sand px-6 py-10 sm:px-12 sm:py-14">
          <SectionHeading id={headingId} align="left" eyebrow={eyebrow} heading={heading} intro={intro} />
          <IncludedList heading={includedHeading} items={included} className="mt-10" />
        </div>
        <PriceCard {...card} />
      </div>
    </Section>
  );
}
