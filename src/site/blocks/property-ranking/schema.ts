import { z } from 'zod';
import { actionSchema, buttonSchema } from '../../../ui/action-schema';
import { currencySchema } from '../../../engine/catalog';
import { flagRegionSchema } from '../../../lib/region-flag-schema';
import { iconNameSchema } from '../../../ui/icon-schema';
import { templateString } from '../../../lib/template-string';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

/** A display price of the ranking (not something we sell): formatted by Intl in the page's locale. */
const moneySchema = z.strictObject({
  amount: z.number().int().nonnegative().describe('In minor units (cents): 890000 reads "$8,900"'),
  currency: currencySchema.describe('usd or eur'),
});

const priceSchema = z
  .union([moneySchema, z.string().min(1).describe('Only for a card that is our own offer: "{price:PRODUCT}", the price the checkout charges')])
  .describe('{ amount, currency } for a listed home; "{price:PRODUCT}" where the card is our own offer');

const propertySchema = z.strictObject({
  rank: z.number().int().positive().describe('Place in the ranking, shown as "#1"'),
  name: z.string().min(1).describe('Like "Beachfront glamping"'),
  type: z.string().min(1).describe('Property type as shown, like "Glamping" or "Apartment"'),
  region: flagRegionSchema.describe('Country as ISO 3166 alpha-2 ("ID"); its flag and name come from the code'),
  place: z.string().min(1).describe('Town or area, like "Sumba"'),
  description: z.string().min(1).describe('One or two sentences about the home'),
  areaM2: z.number().positive().describe('Floor area in m²; the ft² figure is computed from it'),
  price: priceSchema,
  altPrice: moneySchema.optional().describe('The same price in another currency, like { amount: 615000, currency: eur }'),
  badge: z.string().min(1).optional().describe('Pill on the card, like "Our own project"'),
  button: buttonSchema.optional().describe('A button on a visible card, like More Info or a pay button for our own offer'),
  locked: z.boolean().default(false).describe('true: blurred teaser; its text is hidden from everyone and the whole card opens lockedAction'),
});

const searchFieldSchema = z.strictObject({
  label: z.string().min(1).describe('What the control filters, like "Continent"'),
  value: z.string().min(1).describe('What it shows, like "All continents"'),
  icon: iconNameSchema,
});

export const propertyRankingSchema = z.strictObject({
  anchor: anchorSchema.default('ranking').describe('Section id for #links'),
  ...sectionHeadingFields,
  search: z
    .strictObject({
      label: z.string().min(1).describe('Accessible name of the search bar, like "Search the ranking"'),
      fields: z.array(searchFieldSchema).min(1).max(4).describe('Look like selects; each one opens action (spec: continent, property type, price range)'),
      button: z.string().min(1).describe("The search button's label; it opens action too"),
      note: z.string().min(1).describe('Says plainly that search is not open yet and what the controls do; read with every control'),
      action: actionSchema.default({ kind: 'info' }).describe('What every control of the search bar does (the info modal)'),
    })
    .describe('A search bar that is honest about being a preview: every control opens action'),
  areaUnits: z
    .strictObject({
      metric: z.string().min(1).default('m²').describe('After square meters, like m²'),
      imperial: z.string().min(1).default('ft²').describe('After square feet, like ft²'),
    })
    .default({ metric: 'm²', imperial: 'ft²' })
    .describe('Unit labels after the areas'),
  areaLabel: z.string().min(1).describe('Names the area figure, like "Area"'),
  priceLabel: z.string().min(1).describe('Names the price figure, like "Price"'),
  lockedLabel: templateString(['rank']).describe('The blurred card\'s accessible name and visible line, like "Unlock #{rank}"'),
  lockedHint: z.string().min(1).describe('Visible under it, like "Get early access to see this home"'),
  lockedAction: actionSchema.default({ kind: 'info' }).describe('What a blurred card opens (the info modal)'),
  properties: z
    .array(propertySchema)
    .min(1)
    .describe('The homes in rank order (1, 2, 3…); locked ones show as blurred teasers')
    .refine((properties) => properties.every((p, i) => p.rank === i + 1), { error: 'List the properties in rank order: 1, 2, 3…' })
    .refine((properties) => properties.every((p) => !(p.locked && p.button)), {
      error: 'A blurred (locked) card is one button already: it cannot hold another',
    }),
  note: z.string().min(1).optional().describe('Small print under the cards'),
});

export type PropertyRankingProps = z.output<typeof propertyRankingSchema>;
export type Property = PropertyRankingProps['properties'][number];
export type Money = z.output<typeof moneySchema>;
