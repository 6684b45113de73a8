import { Island } from '../../ui/island';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import ContactIsland from './contact.island';
import type { ContactProps } from './schema';

/**
 * "Get in touch": the section's heading and a form the visitor can type into at once. React loads
 * for the form only when the visitor reaches for it (src/interactive/client/main.ts); a submit
 * made earlier is held by the page's loader and sent once the form is live.
 */
export function Contact({ eyebrow, heading, intro, ...form }: ContactProps) {
  const titleId = `${form.anchor}-title`;
  return (
    <Section anchor={form.anchor} labelledBy={titleId} className="bg-sand/60 px-5">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <div className="mt-10 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10">
          <Island name="blocks/contact/contact" component={ContactIsland} props={form} />
        </div>
      </div>
    </Section>
  );
}
