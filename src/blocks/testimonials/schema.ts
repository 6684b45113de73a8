import { z } from 'zod';
import { mediaSrc } from '../../engine/media';
import { rotatingWordsSchema } from '../../ui/rotating-words-schema';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';
import { RATING_MAX } from './rating';

/** The spec's rating rule: an integer 1-5. */
const ratingSchema = z.number().int().min(1).max(RATING_MAX);

export const testimonialsSchema = z.strictObject({
  anchor: anchorSchema.default('testimonials').describe('Section id for #links'),
  audiencePrefix: z.string().min(1).describe('Words before the rotating audience label, like "Made for"'),
  audience: rotatingWordsSchema.omit({ display: true }).describe('Audience names that take turns (spec: every 1000 ms)'),
  heading: sectionHeadingFields.heading,
  intro: sectionHeadingFields.intro,
  items: z
    .array(
      z.strictObject({
        image: mediaSrc().describe('Photo of the person under public/, like /media/testimonials/ana.jpg'),
        alt: z.string().min(1, 'Describe the photo for visitors who cannot see it').describe('What the photo shows, for visitors who cannot see it'),
        quote: z.string().min(1).describe('What the person says, without quotation marks'),
        name: z.string().min(1).describe('Who says it, like "Ana M."'),
        place: z.string().min(1).describe('Where the person is from, like "Lisbon, Portugal"'),
        rating: ratingSchema.optional().describe('Stars the person gave, a whole number from 1 to 5 (the rating rule of the spec); leave out for none'),
      }),
    )
    .min(1)
    .max(6)
    .describe('Testimonial cards (the spec shows 3)'),
  imageWidth: z.number().int().positive().default(600).describe('Intrinsic pixel width of the photos'),
  imageHeight: z.number().int().positive().default(800).describe('Intrinsic pixel height of the photos'),
  linksLabel: z.string().min(1).optional().describe('Text before the links, like "Learn more:"'),
  links: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Text of the link'),
        target: anchorSchema.describe('Anchor of the section this link scrolls to'),
      }),
    )
    .default([])
    .describe('Links that scroll to other sections of the page'),
});

export type TestimonialsProps = z.output<typeof testimonialsSchema>;
