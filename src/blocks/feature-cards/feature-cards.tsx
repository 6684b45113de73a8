import { useId } from 'react';
import { ButtonRow } from '../../ui/action-button';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { FeatureCard } from './feature-card';
import type { FeatureCardsProps } from './schema';
import { sectionTone } from './tone';

// Widths rather than grid columns so an incomplete last row sits centred (gap-6 = 1.5rem).
const widths: Record<FeatureCardsProps['columns'], string> = {
  2: 'sm:w-[calc((100%-1.5rem)/2)]',
  3: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
  5: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-6rem)/5)]',
  6: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-7.5rem)/6)]',
};

/** Benefits, perks, What You Get: a row of cards with an icon or photo, text and an optional highlight. */
export function FeatureCards({ anchor, eyebrow, heading, intro, tone, columns, cards, buttons }: FeatureCardsProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className={sectionTone({ tone })}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id={headingId} size="lg" tone={tone === 'dark' ? 'dark' : 'light'} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="mt-14 flex flex-wrap justify-center gap-6">
          {cards.map((card, i) => (
            <li key={i} className={`w-full ${widths[columns]}`}>
              <FeatureCard card={card} tone={tone} />
            </li>
          ))}
        </ul>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-12" />}
      </div>
    </Section>
  );
}
