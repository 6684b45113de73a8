import { useId } from 'react';
import type { Action } from '../../../ui/action-schema';
import { usePage } from '../../../ui/page-context';
import { ActionTrigger } from '../../../ui/action-trigger';
import { RegionFlag } from '../../../ui/region-flag';
import type { Member } from './schema';

/**
 * With an action, the member's name is the tile's one control, stretched over the whole tile by
 * its ::after box (as on the destination cards): a screen reader meets one button named after the
 * member, described by the number, country and zone.
 */
const triggerClasses = 'text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[""] cursor-pointer';

export function MemberTile({ member, number, action }: { member: Member; number: string; action?: Action }) {
  const { locale } = usePage();
  const id = useId();
  const details = `${id}-number ${id}-country ${id}-zone`;
  return (
    <li
      data-slot="member-tile"
      className="relative flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 transition duration-300 hover:-translate-y-0.5 hover:shadow-lg has-focus-visible:ring-4 has-focus-visible:ring-sun sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <span id={`${id}-country`} className="flex">
          <RegionFlag region={member.region} size="lg" name="sr-only" locale={locale} />
        </span>
        <span id={`${id}-number`} className="rounded-full bg-ocean px-2.5 py-0.5 font-display text-sm font-bold text-white tabular-nums">
          {number}
        </span>
      </div>
      <p className="mt-4 font-semibold leading-snug text-ink">
        {action ? (
          <ActionTrigger action={action} className={triggerClasses} aria-describedby={details}>
            {member.name}
          </ActionTrigger>
        ) : (
          member.name
        )}
      </p>
      <p id={`${id}-zone`} className="mt-1 text-sm text-ink/70">
        {member.zone}
      </p>
    </li>
  );
}

/** A spot still open: a dashed tile with its number and the YAML's label, nothing to press. */
export function OpenSpotTile({ number, label }: { number: string; label: string }) {
  return (
    <li
      data-slot="open-spot"
      className="flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-lagoon/40 bg-white/50 p-4 text-center sm:p-5"
    >
      <span className="font-display text-lg font-bold text-lagoon tabular-nums">{number}</span>
      <span className="text-sm font-medium text-ink/70">{label}</span>
    </li>
  );
}
