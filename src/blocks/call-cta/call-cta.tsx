import { ActionButton } from '../../ui/action-button';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { CallCtaProps } from './schema';

/** "Ready to Get Started?": book a free call on the external scheduling page. */
export function CallCta({ anchor, eyebrow, heading, text, features, button, note }: CallCtaProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-white px-5">
      <div className="mx-auto max-w-4xl rounded-[2rem] bg-sand px-6 py-12 text-center ring-1 ring-sand-200 sm:px-12 sm:py-16">
        <SectionHeading id={titleId} eyebrow={eyebrow} heading={heading} intro={text} introClassName="mt-5 text-ink/80" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {features.map((feature, i) => (
            <li key={i} className="flex items-center gap-4 rounded-2xl bg-white px-4 py-4 shadow-sm ring-1 ring-ink/5 sm:flex-col sm:gap-3 sm:py-6">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-ocean/10 text-lagoon">
                <Icon name={feature.icon} />
              </span>
              <span className="font-semibold text-ocean">{feature.label}</span>
            </li>
          ))}
        </ul>
        <ActionButton
          {...button}
          size="lg"
          className="mt-10 h-auto min-h-13 w-full px-6 py-3 text-center text-base whitespace-normal sm:w-auto sm:px-8 sm:text-lg"
        />
        {note && <p className="mt-4 text-sm text-ink/70">{note}</p>}
      </div>
    </Section>
  );
}
