import { z } from 'zod';
import { actionSchema } from '../../actions/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';

export const safetySchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like safety-section')
    .default('safety-section')
    .describe('Section id that links scroll to'),
  eyebrow: z.string().min(1).optional().describe('Small label above the heading'),
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  cards: z
    .array(
      z.strictObject({
        icon: iconNameSchema,
        title: z.string().min(1).describe('Also the accessible name of the card button'),
        text: z.string().min(1),
      }),
    )
    .min(1)
    .describe('Each card is a button that runs the section action'),
  cardCta: z.string().min(1).describe('Call to action shown at the foot of every card, like "Apply now"'),
  action: actionSchema
    .default({ kind: 'apply' })
    .describe('What clicking a card does (spec: opens the application dialog)'),
});

export type SafetyProps = z.output<typeof safetySchema>;
