import { useId } from 'react';
import { fillTemplate } from '../../../lib/fill-template';
import { ButtonRow } from '../../../ui/action-button';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { ZonesProps } from './schema';
import { ZoneTile } from './zone-tile';

/**
 * The zones game on a pitch: a tile per zone in its colour with its team. Every "{count}" in the
 * texts is the length of the list, so the heading says exactly how many zones are shown.
 */
export function Zones({ anchor, eyebrow, heading, intro, teamLabel, zones, action, buttons }: ZonesProps) {
  const headingId = useId();
  const counted = (text: string) => fillTemplate(text, { count: zones.length });
  return (
    <Section anchor={anchor} labelledBy={headingId} className="relative overflow-hidden bg-ocean px-5 text-white sm:px-8">
      {/* The pitch: mown stripes, the halfway line and the centre circle. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(90deg,transparent_0_6rem,rgb(255_255_255/0.035)_6rem_12rem)]"
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-1/2 w-px bg-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-[26rem] -translate-1/2 rounded-full border border-white/10" />
      <div className="relative mx-auto max-w-6xl">
        <SectionHeading id={headingId} tone="dark" size="lg" eyebrow={eyebrow && counted(eyebrow)} heading={counted(heading)} intro={intro && counted(intro)} />
        {/* Ranged variants: the dialogs' stylesheet, loaded later, re-declares grid-cols-2 and gap-4 and would win over lg: and sm:. */}
        <ul className="mt-12 grid max-sm:gap-3 max-lg:grid-cols-2 sm:mt-14 sm:gap-6 lg:grid-cols-3">
          {zones.map((zone) => (
            <ZoneTile key={zone.team} zone={zone} teamLabel={teamLabel} action={action} />
          ))}
        </ul>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-12" />}
      </div>
    </Section>
  );
}
