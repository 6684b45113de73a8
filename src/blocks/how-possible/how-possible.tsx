import { useId } from 'react';
import { ButtonRow } from '../../ui/action-button';
import { IconCard } from '../../ui/icon-card';
import type { HowPossibleProps } from './schema';

/** How We Make This Possible: the partnerships and projects behind the prices, as numbered cards. */
export function HowPossible({ anchor, eyebrow, heading, intro, cards, buttons }: HowPossibleProps) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className="scroll-mt-6 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <header className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-coral">{eyebrow}</p>}
          <h2 id={headingId} className="mt-3 font-display text-4xl font-bold text-ocean sm:text-5xl">{heading}</h2>
          {intro && <p className="mt-5 text-lg leading-relaxed text-ink/75">{intro}</p>}
        </header>
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
    </section>
  );
}
