import { Island } from '../../render/island';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import FaqAccordion from './faq-accordion.island';
import type { FaqProps } from './schema';

/** Frequently asked questions: a heading and a single-open accordion whose answers are all in the HTML. */
export function Faq({ anchor, eyebrow, heading, intro, items }: FaqProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-sand">
      <div className="mx-auto max-w-3xl px-5">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <Island
          name="blocks/faq/faq-accordion"
          component={FaqAccordion}
          props={{ idPrefix: anchor, items }}
          className="mt-12 block"
        />
      </div>
    </Section>
  );
}
