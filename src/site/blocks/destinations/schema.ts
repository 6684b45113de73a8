import { z } from 'zod';
import { actionSchema } from '../../../ui/action-schema';
import { mediaSrc } from '../../../engine/media';
import { flagRegionSchema, retiredFlagKey } from '../../../lib/region-flag-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

const destinationSchema = z.strictObject({
  name: z.string().min(1).describe('Place name, e.g. "Sumba, Indonesia"; also the card button\'s accessible name'),
  region: flagRegionSchema
    .optional()
    .describe(
      'The country as ISO 3166 alpha-2, like "ID": its flag shows beside the name. Leave out for a card with no one country ("More to Come"), which shows a globe',
    ),
  flag: retiredFlagKey('the card then shows a globe'),
  status: z.string().min(1).describe('Status label as visitors read it, e.g. "Planning"'),
  stage: z.enum(['construction', 'planning']).default('planning').describe('Styles the status: construction is highlighted, planning is muted'),
  description: z.string().min(1).describe('One or two sentences about the place'),
  image: mediaSrc().describe('Card photo, e.g. /media/destinations/sumba.jpg'),
  alt: z.string().default('').describe('Alt text of the photo; empty when the name beside it says it all'),
  badge: z.string().min(1).optional().describe('Ribbon over the photo, e.g. "FIRST LOCATION"'),
});

export const destinationsSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  moreLabel: z.string().min(1).optional().describe('Hint at the foot of each card, e.g. "Learn more"'),
  action: actionSchema.default({ kind: 'info' }).describe('What clicking a card does (the spec: open the info modal)'),
  imageWidth: z.number().int().positive().default(800).describe('Intrinsic width of the card photos'),
  imageHeight: z.number().int().positive().default(600).describe('Intrinsic height of the card photos'),
  items: z.array(destinationSchema).min(1).describe('The destinations, one card each'),
});

export type DestinationsProps = z.output<typeof destinationsSchema>;
export type Destination = z.output<typeof destinationSchema>;
