import { useId } from 'react';
import type { Action } from '../../../ui/action-schema';
import { fillTemplate } from '../../../lib/fill-template';
import { ActionTrigger } from '../../../ui/action-trigger';
import { textOn } from './contrast';
import type { Zone } from './schema';

/** With an action, the zone's name is the tile's one control, stretched over the tile (as on the destination cards). */
const triggerClasses = 'text-left outline-none after:absolute after:inset-0 after:z-10 after:rounded-3xl after:content-[""] cursor-pointer';

/**
 * One zone in its own colour. Every text on it is in the one colour the schema checked against
 * the background; the big team number behind it is generated content, which is decoration and not read.
 * Phone padding is max-sm: so the dialogs' stylesheet, which re-declares p-4, cannot undo sm:p-7.
 */
export function ZoneTile({ zone, teamLabel, action }: { zone: Zone; teamLabel: string; action?: Action }) {
  const id = useId();
  const team = fillTemplate(teamLabel, { team: zone.team });
  const describedBy = zone.text ? `${id}-team ${id}-text` : `${id}-team`;
  return (
    <li
      data-slot="zone"
      data-team={zone.team}
      style={{ backgroundColor: zone.color, color: textOn(zone.color).color }}
      className="relative isolate flex min-h-36 flex-col overflow-hidden rounded-3xl max-sm:p-4 shadow-lg shadow-black/20 ring-1 ring-white/20 transition duration-300 after:pointer-events-none after:absolute after:-top-4 after:right-2 after:-z-10 after:font-display after:text-[6rem] after:leading-none after:font-bold after:opacity-15 after:content-[attr(data-team)] hover:-translate-y-1 has-focus-visible:ring-4 has-focus-visible:ring-sun sm:min-h-48 sm:p-7 sm:after:text-[8rem]"
    >
      <p id={`${id}-team`} className="text-xs font-bold tracking-[0.15em] uppercase sm:text-sm sm:tracking-[0.2em]">
        {team}
      </p>
      <h3 className="mt-1.5 font-display text-xl leading-tight font-bold sm:mt-2 sm:text-3xl">
        {action ? (
          <ActionTrigger action={action} className={triggerClasses} aria-describedby={describedBy}>
            {zone.name}
          </ActionTrigger>
        ) : (
          zone.name
        )}
      </h3>
      {zone.text && (
        <p id={`${id}-text`} className="mt-auto pt-3 leading-snug max-sm:text-sm sm:pt-4 sm:leading-relaxed">
          {zone.text}
        </p>
      )}
    </li>
  );
}
