import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { SafetyCard } from './safety-card';
import type { SafetyProps } from './schema';

/** Why the investment is safe: cards that each open the application dialog. */
export function Safety({ anchor, eyebrow, heading, intro, cards, cardCta, action }: SafetyProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-sand">
      <div className="mx-auto max-w-5xl px-5">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {cards.map((card, i) => (
            <li key={i}>
              <SafetyCard card={card} cta={cardCta} action={action} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
