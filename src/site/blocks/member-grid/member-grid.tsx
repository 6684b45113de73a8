import { useId } from 'react';
import { ButtonRow } from '../../../ui/action-button';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { memberNumber, openSpotNumbers } from './member-number';
import { MemberTile, OpenSpotTile } from './member-tile';
import type { MemberGridProps } from './schema';

/** The founding members as tiles (flag, number, name, zone team), then the spots still open. */
export function MemberGrid({ anchor, eyebrow, heading, intro, numberFormat, numberDigits, members, openSpots, memberAction, buttons }: MemberGridProps) {
  const headingId = useId();
  const format = (n: number) => memberNumber(n, numberFormat, numberDigits);
  const open = openSpots
    ? openSpotNumbers(
        members.map((m) => m.number),
        openSpots.count,
      ).map((n) => ({ n, label: openSpots.label }))
    : [];
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-sand px-5 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {/* Ranged variants (max-sm:, sm:max-lg:): the dialogs' stylesheet, loaded later, re-declares grid-cols-2, gap-3 and sm:grid-cols-3 and would win over sm: and lg:. */}
        <ul className="mt-12 grid max-sm:grid-cols-2 max-sm:gap-3 sm:mt-14 sm:gap-4 sm:max-lg:grid-cols-3 lg:grid-cols-6">
          {members.map((member) => (
            <MemberTile key={member.number} member={member} number={format(member.number)} action={memberAction} />
          ))}
          {open.map(({ n, label }) => (
            <OpenSpotTile key={n} number={format(n)} label={label} />
          ))}
        </ul>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-12" />}
      </div>
    </Section>
  );
}
