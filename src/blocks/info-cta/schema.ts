import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';

export const infoCtaSchema = z.strictObject({
  anchor: z.string().regex(/^[a-z][a-z0-9-]*$/, 'Anchors are lowercase words joined by hyphens').optional(),
  variant: z
    .enum(['light', 'dark', 'accent'])
    .default('light')
    .describe('light = sand background, dark = deep ocean, accent = sun-amber gradient'),
  eyebrow: z.string().min(1).optional().describe('Small line above the heading'),
  heading: z.string().min(1),
  text: z.string().min(1).optional(),
  buttons: z.array(buttonSchema).min(1, 'A call to action needs at least one button'),
});

export type InfoCtaProps = z.output<typeof infoCtaSchema>;
