import { z } from 'zod';
import { flagRegionSchema, retiredFlagKey } from '../../../lib/region-flag-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';
import { templateString } from '../../../lib/template-string';

export const countryStatusSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  eyebrow: sectionHeadingFields.eyebrow.describe('Small line above the heading, e.g. "Updated live"'),
  capacity: z.number().int().positive().default(100).describe('Places per country (spec: 100 ambassadors)'),
  threshold: z.number().int().min(0).default(85).describe('Show the low-slots badge when a country has more than this many filled (spec: 85)'),
  filledText: templateString(['filled', 'capacity']).describe('Under each bar, e.g. "{filled}/{capacity} filled"'),
  progressLabel: templateString(['country', 'filled', 'capacity']).describe('Accessible name of each bar, e.g. "{country}: {filled} of {capacity} filled"'),
  lowSlotsBadge: templateString(['n']).describe('Red badge, e.g. "Only {n} slots left!" (n = capacity − filled)'),
  countries: z
    .array(
      z.strictObject({
        name: z.string().min(1).describe('Country name as visitors read it, like "Mexico"'),
        flag: retiredFlagKey('the card then shows a globe and keeps its number as written'),
        filled: z.number().int().min(0).describe('Places taken before the site went live; founder applications from this country are added live'),
        region: flagRegionSchema
          .optional()
          .describe(
            'The country as ISO 3166 alpha-2, like "US": its flag shows beside the name and its founder applications add to "filled". Without it the card shows a globe and the number stays as written',
          ),
      }),
    )
    .min(1)
    .describe('One card per country with a bar of places filled'),
});

export type CountryStatusProps = z.output<typeof countryStatusSchema>;
