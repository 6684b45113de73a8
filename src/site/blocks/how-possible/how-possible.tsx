import { useId } from 'react';
import { ButtonRow } from '../../../ui/action-button';
import { IconCard } from '../../../ui/icon-card';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { HowPossibleProps } from './schema';

/** How We Make This Possible: the partnerships and projects behind the prices, as numbered cards. */
export function HowPossible({ anchor, eyebrow, heading, intro, cards, buttons }: HowPossibleProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-white">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id={headingId} size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {cards.map((card, i) => (
            <li key={i} className="relative">
              <IconCard icon={card.icon} title={card.title} text={card.text} className="bg-sand ring-sand-200">
                {/* Decorative step number, drawn by CSS so it is not read out; the list is ordered anyway. */}
                <span
                  aria-hidden="true"
                  data-step={String(i + 1).padStart(2, '0')}
                  className="pointer-events-none absolute top-5 right-6 hidden font-display text-5xl font-bold text-ocean/10 before:content-[attr(data-step)] sm:block"
                />
              </IconCard>
            </li>
          ))}
        </ol>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-12" />}
      </div>
    </Section>
  );
}
