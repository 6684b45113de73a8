import { useId } from 'react';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { BatchCards } from './batch-cards';
import { PlanCards } from './plan-cards';
import type { PricingProps } from './schema';
import { SinglePrice } from './single-price';

/** The pricing section: one product, tiered batches or payment plans, every price from the catalogue. */
export function Pricing({ anchor, eyebrow, heading, intro, layout, note }: PricingProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-sand px-5 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {layout.kind === 'single' && <SinglePrice {...layout} />}
        {layout.kind === 'batches' && <BatchCards {...layout} />}
        {layout.kind === 'plans' && <PlanCards {...layout} />}
        {note && <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-ink/65">{note}</p>}
      </div>
    </Section>
  );
}
