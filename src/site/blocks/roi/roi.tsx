import { useId } from 'react';
import { ButtonRow } from '../../../ui/action-button';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { RoiProps } from './schema';

/** Investment ROI: one big estimated figure with the reasons behind it and the small print. */
export function Roi({ anchor, eyebrow, heading, intro, figure, caption, points, buttons, disclaimer }: RoiProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="relative overflow-hidden bg-gradient-to-br from-ocean-700 to-ocean text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] rounded-full bg-sun/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id={headingId} tone="dark" align="left" size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
          {points.length > 0 && (
            <ul className="mt-8 space-y-4">
              {points.map((point, i) => (
                <li key={i} className="flex items-start gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-sun ring-1 ring-white/15">
                    <Icon name={point.icon} className="size-5" />
                  </span>
                  <span className="pt-2 leading-relaxed text-white/90">{point.text}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-[2rem] bg-white/[0.07] p-8 text-center ring-1 ring-white/20 backdrop-blur-sm sm:p-12">
          <p className="font-display text-7xl font-bold tracking-tight text-amber-300 sm:text-8xl">{figure}</p>
          <p className="mx-auto mt-4 max-w-xs text-lg font-medium text-white/90">{caption}</p>
          {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-8" />}
        </div>
      </div>
      {disclaimer && <p className="relative mx-auto mt-14 max-w-4xl px-5 text-center text-xs leading-relaxed text-white/70 sm:px-8">{disclaimer}</p>}
    </Section>
  );
}
