import { useId } from 'react';
import { ButtonRow } from '../../../ui/action-button';
import { Icon } from '../../../ui/icon';
import { LazyImage } from '../../../ui/lazy-image';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { DetailsProps } from './schema';
import { PriceCard } from './price-card';

/** Property details: what it has (icon list), what it costs (catalogue prices), a photo and buttons. */
export function Details({ anchor, eyebrow, heading, intro, features, prices, image, buttons }: DetailsProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-white">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={headingId} align="left" size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4">
            {features.map((feature, i) => (
              <li key={i} className="flex items-center gap-3 rounded-2xl bg-sand px-3 py-3 ring-1 ring-sand-200 sm:gap-4 sm:px-4">
                <span className="inline-flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-xl bg-white text-lagoon shadow-sm">
                  <Icon name={feature.icon} className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink sm:text-base">{feature.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-6">
          {image && <LazyImage {...image} className="h-auto w-full rounded-3xl shadow-xl shadow-ocean/20" />}
          {(prices.length > 0 || buttons.length > 0) && (
            <PriceCard prices={prices}>{buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-8 sm:justify-start" />}</PriceCard>
          )}
        </div>
      </div>
    </Section>
  );
}
