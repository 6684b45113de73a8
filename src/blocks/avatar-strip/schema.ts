import { z } from 'zod';
import { actionSchema } from '../../ui/action-schema';
import { mediaSrc } from '../../engine/media';
import { anchorSchema } from '../../ui/section-schema';

export const avatarSchema = z.strictObject({
  id: z.string().min(1).describe('A name for this avatar that no other avatar in the strip has, like maria'),
  name: z.string().min(1).describe('Shown on hover; also the alt text and the button name'),
  src: mediaSrc().describe('The round photo under public/, like /media/avatars/maria.webp'),
});

export const avatarStripSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  heading: z.string().min(1).optional().describe('Title above the strip'),
  caption: z.string().min(1).optional().describe('Line under the heading, e.g. "Join 670+ members"'),
  ariaLabel: z.string().min(1).describe('Accessible name of the strip (not shown), e.g. "Members who joined"'),
  avatars: z
    .array(avatarSchema)
    .min(2, 'The strip needs at least two avatars')
    .describe('Member photos that scroll past, at least two; usually $ref: "avatars#/members"'),
  counter: z.string().min(1).describe('Badge after the avatars, e.g. "+642"'),
  counterLabel: z.string().min(1).optional().describe('What screen readers hear for the badge, e.g. "and 642 more members"'),
  durationSeconds: z.number().positive().default(30).describe('Seconds for one full loop of the strip (spec: 30)'),
  action: actionSchema.default({ kind: 'info' }).describe('What clicking an avatar does (spec: opens the info modal)'),
});

export type AvatarStripProps = z.output<typeof avatarStripSchema>;
export type AvatarData = z.output<typeof avatarSchema>;
