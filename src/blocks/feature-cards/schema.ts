import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { imageSchema } from '../../engine/media';
import { iconNameSchema } from '../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields, sectionToneSchema } from '../../ui/section-schema';

const cardSchema = z
  .strictObject({
    icon: iconNameSchema.optional().describe('Icon above the title (give an icon or an image)'),
    image: imageSchema().optional().describe('Photo at the top of the card (give an icon or an image)'),
    title: z.string().min(1).describe('The card title (an h3)'),
    text: z.string().min(1).describe('One or two sentences under the title'),
    highlight: z.string().min(1).optional().describe('Small emphasised line, like "$1/hour"; write anything the checkout charges as {price:PRODUCT}'),
  })
  // One visual per card keeps a row even; a card with neither or both is an author slip.
  .refine((card) => (card.icon === undefined) !== (card.image === undefined), {
    error: 'A card shows an icon or an image: give exactly one of them',
  });

export const featureCardsSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  tone: sectionToneSchema,
  columns: z.literal([2, 3, 4, 5, 6]).default(3).describe('Cards per row on wide screens (2–6); tablets show two, phones one'),
  cards: z.array(cardSchema).min(1).describe('The cards, each with an icon or an image, a title and a text'),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the cards'),
});

export type FeatureCardsProps = z.output<typeof featureCardsSchema>;
export type FeatureCard = FeatureCardsProps['cards'][number];
export type FeatureCardsTone = FeatureCardsProps['tone'];
