import { useId } from 'react';
import { ButtonRow } from '../../ui/action-button';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { StepsProps } from './schema';
import { StepItem } from './step-item';
import { sectionTone } from './tone';

// One desktop column per step (the schema allows 2–6), so the steps read as one line.
const columns: Record<number, string> = {
  2: 'lg:grid-cols-2 lg:max-w-3xl',
  3: 'lg:grid-cols-3 lg:max-w-5xl',
  4: 'lg:grid-cols-4 lg:max-w-none',
  5: 'lg:grid-cols-5 lg:max-w-none',
  6: 'lg:grid-cols-6 lg:max-w-none',
};

/** How It Works: numbered steps joined by a dashed line, with optional buttons under them. */
export function Steps({ anchor, eyebrow, heading, intro, tone, stepLabel, steps, buttons }: StepsProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className={sectionTone({ tone })}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id={headingId} size="lg" tone={tone === 'dark' ? 'dark' : 'light'} eyebrow={eyebrow} heading={heading} intro={intro} />
        {/* biome-ignore lint/a11y/noRedundantRoles: Tailwind's preflight sets list-style: none, and Safari (VoiceOver) drops list semantics from lists without markers unless role="list" is explicit. */}
        <ol role="list" className={`mx-auto mt-14 grid max-w-xl gap-10 lg:gap-8 ${columns[steps.length] ?? ''}`}>
          {steps.map((step, i) => (
            <StepItem key={i} step={step} number={i + 1} stepLabel={stepLabel} tone={tone} last={i === steps.length - 1} />
          ))}
        </ol>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-14" />}
      </div>
    </Section>
  );
}
