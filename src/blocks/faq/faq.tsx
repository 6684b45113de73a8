import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { FaqItem } from './faq-item';
import type { FaqProps } from './schema';

/**
 * Frequently asked questions: a heading and an accordion of native `<details>` named after the
 * anchor, so the browser keeps one answer open at a time and every answer is in the HTML.
 */
export function Faq({ anchor, eyebrow, heading, intro, items }: FaqProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-sand">
      <div className="mx-auto max-w-3xl px-5">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <div className="mt-12 space-y-3">
          {items.map((item, i) => {
            const id = `${anchor}-q${i + 1}`;
            return <FaqItem key={id} group={anchor} id={id} item={item} />;
          })}
        </div>
      </div>
    </Section>
  );
}
