import { z } from 'zod';
import { actionSchema } from '../../../ui/action-schema';
import { iconCardSchema } from '../../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const safetySchema = z.strictObject({
  anchor: anchorSchema.default('safety-section').describe('Section id that links scroll to'),
  ...sectionHeadingFields,
  cards: z
    .array(iconCardSchema.extend({ title: iconCardSchema.shape.title.describe('Also the accessible name of the card button') }))
    .min(1)
    .describe('Each card is a button that runs the section action'),
  cardCta: z.string().min(1).describe('Call to action shown at the foot of every card, like "Apply now"'),
  action: actionSchema.default({ kind: 'apply' }).describe('What clicking a card does (spec: opens the application dialog)'),
});

export type SafetyProps = z.output<typeof safetySchema>;
