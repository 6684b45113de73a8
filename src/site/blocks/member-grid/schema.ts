import { z } from 'zod';
import { actionSchema, buttonSchema } from '../../../ui/action-schema';
import { flagRegionSchema } from '../../../lib/region-flag-schema';
import { templateString } from '../../../lib/template-string';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

const memberSchema = z.strictObject({
  name: z.string().min(1).describe('Display name as the member chose it, like "Lucas M."; the tile\'s accessible name'),
  // An integer, not the text "#003": the schema can then hold numbers unique, and the open spots
  // continue the count (#013, #014…) without an author typing them.
  number: z.number().int().positive().describe('Founding-member number: 3 shows as "#003" (see numberDigits)'),
  region: flagRegionSchema.describe('The member\'s country as ISO 3166 alpha-2, like "BR"; shown as a flag with the country name for screen readers'),
  zone: z.string().min(1).describe('The member\'s zone team, like "Team 1 · Harbour"'),
});

export const memberGridSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  numberFormat: templateString(['number']).default('#{number}').describe('How a member number reads; {number} is zero-padded to numberDigits'),
  numberDigits: z.number().int().min(1).max(6).default(3).describe('Zero-padding of member numbers: 3 makes 7 read "007"'),
  members: z
    .array(memberSchema)
    .min(1)
    .superRefine((members, ctx) => {
      const seen = new Map<number, number>();
      members.forEach((member, i) => {
        const first = seen.get(member.number);
        if (first === undefined) seen.set(member.number, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'number'],
            message: `Member number ${member.number} is already used by members[${first}]: each number belongs to one member`,
          });
      });
    })
    .describe('The members shown, in the order given'),
  openSpots: z
    .strictObject({
      count: z.number().int().min(0).max(24).describe('Placeholders shown after the members, numbered on from the highest member number'),
      label: z.string().min(1).describe('The text of each placeholder, like "Your name here"'),
    })
    .optional()
    .describe('Empty tiles for the spots still open'),
  memberAction: actionSchema
    .optional()
    .describe('What pressing a member tile does, like { kind: info } (the spec: cards open the info modal); without it the tiles are static'),
  buttons: z.array(buttonSchema).default([]).describe('Buttons under the grid, like "Join EcoBeach United" with a pay action'),
});

export type MemberGridProps = z.output<typeof memberGridSchema>;
export type Member = MemberGridProps['members'][number];
