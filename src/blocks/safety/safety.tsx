import { SafetyCard } from './safety-card';
import type { SafetyProps } from './schema';

/** Why the investment is safe: cards that each open the application dialog. */
export function Safety({ anchor, eyebrow, heading, intro, cards, cardCta, action }: SafetyProps) {
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className="scroll-mt-6 bg-sand py-20 sm:py-28">
      <div className="mx-auto max-w-5xl px-5">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-coral">{eyebrow}</p>}
          <h2 id={titleId} className="mt-3 font-display text-3xl font-bold text-balance text-ocean sm:text-5xl">
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-ink/75">{intro}</p>}
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {cards.map((card, i) => (
            <li key={i}>
              <SafetyCard card={card} cta={cardCta} action={action} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
