import { ActionButton } from '../../../ui/action-button';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { PartnerCtaProps } from './schema';

/** "Own Land? Partner With Us": the pitch to land owners and the button to the partnership dialog. */
export function PartnerCta({ anchor, eyebrow, heading, text, benefitsHeading, benefits, button }: PartnerCtaProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-sand px-5">
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 overflow-hidden rounded-[2rem] bg-gradient-to-br from-ocean to-ocean-700 px-6 py-12 text-white shadow-2xl shadow-ocean/20 sm:px-12 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-lagoon/60 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-24 size-80 rounded-full bg-sun/10 blur-3xl" />
        <div className="relative">
          <SectionHeading id={titleId} tone="dark" align="left" eyebrow={eyebrow} heading={heading} intro={text} introClassName="mt-5 text-white/85" />
          <ActionButton
            {...button}
            size="lg"
            className="mt-8 h-auto min-h-13 w-full px-6 py-3 text-center text-base whitespace-normal sm:w-auto sm:px-8 sm:text-lg"
          />
        </div>
        <div className="relative rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/15 sm:p-8">
          <h3 className="text-lg font-semibold text-amber-300">{benefitsHeading}</h3>
          <ul className="mt-5 space-y-4">
            {benefits.map((benefit, i) => (
              <li key={i} className="flex items-start gap-3 text-lg">
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sun text-ink">
                  <Icon name="badge-check" className="size-4" />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
