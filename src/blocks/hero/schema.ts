import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
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
      src: mediaSrc().describe('The image file under public/, like /media/hero-home.jpg'),
      alt: z.string().default('').describe('Leave empty when the image is only a backdrop'),
      width: pixels.describe('Width of the image file in pixels'),
      height: pixels.describe('Height of the image file in pixels'),
      phone: z
        .strictObject({
          src: mediaSrc().describe('The portrait image file under public/, like /media/hero-home-phone.jpg'),
          width: pixels.describe('Width of the image file in pixels'),
          height: pixels.describe('Height of the image file in pixels'),
        })
        .optional()
        .describe(
          'What phones held upright show instead of src. Left out, the build cuts the middle 3:4 of src for them (heroes without a video), which is all of src a phone shows',
        ),
    })
    .describe('Still image: the whole background, or the video poster and the picture shown after the video'),
  video: z
    .strictObject({
      webm: mediaSrc().describe('The video as WebM under public/, like /media/hero-home.webm'),
      mp4: mediaSrc().describe('The same video as MP4, for browsers without WebM, like /media/hero-home.mp4'),
    })
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
  countdown: countdownSchema.optional().describe('A clock counting down (hours, minutes, seconds) under the headline'),
  buttons: z.array(buttonSchema).default([]).describe('Buttons under the headline, like More Info and Pay Now'),
});

export type HeroProps = z.output<typeof heroSchema>;
