import { Island } from '../../render/island';
import FaqAccordion from './faq-accordion.island';
import type { FaqProps } from './schema';

/** Frequently asked questions: a heading and a single-open accordion whose answers are all in the HTML. */
export function Faq({ anchor, eyebrow, heading, intro, items }: FaqProps) {
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className="scroll-mt-6 bg-sand py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-5">
        <div className="text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-coral">{eyebrow}</p>}
          <h2 id={titleId} className="mt-3 font-display text-3xl font-bold text-balance text-ocean sm:text-5xl">
            {heading}
          </h2>
          {intro && <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink/75">{intro}</p>}
        </div>
        <Island
          name="blocks/faq/faq-accordion"
          component={FaqAccordion}
          props={{ idPrefix: anchor, items }}
          className="mt-12 block"
        />
      </div>
    </section>
  );
}
