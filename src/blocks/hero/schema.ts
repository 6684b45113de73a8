import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';
import { mediaSrc } from '../../engine/media';
import { countdownSchema } from '../../ui/countdown-schema';
import { rotatingWordsSchema } from '../../ui/rotating-words-schema';
import { anchorSchema } from '../../ui/section-schema';

const pixels = z.number().int().positive();

export const heroSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  height: z.enum(['screen', 'tall']).default('screen').describe('screen = full viewport height, tall = about three quarters'),
  image: z
    .strictObject({
      src: mediaSrc(),
      alt: z.string().default('').describe('Leave empty when the image is only a backdrop'),
      width: pixels,
      height: pixels,
    })
    .describe('Still image: the whole background, or the video poster and the picture shown after the video'),
  video: z
    .strictObject({ webm: mediaSrc(), mp4: mediaSrc() })
    .optional()
    .describe('Muted background video played once; replaced silently by the still image when it ends or fails'),
  badge: z.string().min(1).optional().describe('Small pill above the headline'),
  headline: z.string().min(1).describe('The h1; wrap words in **stars** to colour them'),
  tag: z.string().min(1).optional().describe('Pulsing highlight under the headline, e.g. "Only 100 per country!"'),
  tagline: z.string().min(1).optional().describe('**stars** stress words'),
  rotating: z
    .array(
      rotatingWordsSchema.extend({
        prefix: z.string().min(1).optional().describe('Text before the rotating word'),
        suffix: z.string().min(1).optional().describe('Text after the rotating word'),
      }),
    )
    .default([])
    .describe('Lines with a rotating word; display: false keeps a rotation as state only'),
  priceLine: z.string().min(1).optional().describe('Use {price:PRODUCT} templates, never a typed price; **stars** stress words'),
  countdown: countdownSchema.optional(),
  buttons: z.array(buttonSchema).default([]),
});

export type HeroProps = z.output<typeof heroSchema>;
