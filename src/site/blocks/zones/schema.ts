import { z } from 'zod';
import { actionSchema, buttonSchema } from '../../../ui/action-schema';
import { templateString } from '../../../lib/template-string';
import { anchorSchema } from '../../../ui/section-schema';
import { minimumContrast, textOn } from './contrast';

// The spec's text says 12 zones and lists six: a number typed before "zones" goes stale the day
// the list changes, so the count is always {count}, the length of the list.
const typedCount = /\b\d+\s+zones?\b/i;
const countedText = templateString(['count']).refine((text) => !typedCount.test(text), {
  error: 'Write {count} instead of a number before "zones": the count comes from the zones list, so the page never claims more zones than it shows',
});

const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like "#0b4f4a"')
  .refine((color) => textOn(color).ratio >= minimumContrast, {
    error: `No text reads on this colour: neither white nor dark text reaches ${minimumContrast}:1 contrast (WCAG AA). Pick a darker or lighter shade`,
  })
  .describe('Tile background as "#rrggbb"; the text on it is white or dark, whichever contrasts more (at least 4.5:1)');

const zoneSchema = z.strictObject({
  name: z.string().min(1).describe('Like "Harbour"; the tile\'s accessible name'),
  team: z.number().int().positive().describe('Team number, shown through teamLabel'),
  color: colorSchema,
  text: z.string().min(1).optional().describe('One line about the zone, like "Beachfront houses beside the stadium"'),
});

export const zonesSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  eyebrow: countedText.optional().describe('Small line above the heading; {count} = how many zones the list holds'),
  heading: countedText.describe('The section title (an h2), like "{count} Zones, One League"; {count} = how many zones the list holds'),
  intro: countedText.optional().describe('Paragraph under the heading; {count} = how many zones the list holds'),
  teamLabel: templateString(['team']).describe('The team line on each tile, like "Team {team}"'),
  zones: z
    .array(zoneSchema)
    .min(1)
    .superRefine((zones, ctx) => {
      const teams = new Map<number, number>();
      zones.forEach((zone, i) => {
        const first = teams.get(zone.team);
        if (first === undefined) teams.set(zone.team, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'team'],
            message: `Team ${zone.team} already plays for zones[${first}]: each zone has its own team number`,
          });
      });
    })
    .describe('The zones, in the order shown'),
  action: actionSchema
    .optional()
    .describe('What pressing a zone does, like { kind: info } (the spec: cards open the info modal); without it the tiles are static'),
  buttons: z.array(buttonSchema).default([]).describe('Buttons under the zones'),
});

export type ZonesProps = z.output<typeof zonesSchema>;
export type Zone = ZonesProps['zones'][number];
