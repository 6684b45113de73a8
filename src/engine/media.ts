import { z } from 'zod';
import { errorMessage } from './error-catalogue';

/**
 * Build-time hook that says whether a media path exists under public/. The schemas stay
 * free of `fs` so they also load in Storybook; the engine plugs the real check in.
 */
let mediaExists: ((src: string) => boolean) | undefined;

export function setMediaChecker(check: ((src: string) => boolean) | undefined): void {
  mediaExists = check;
}

const mediaPattern = /^\/[\w\-./]+\.(webp|avif|jpe?g|png|svg|gif|ico|mp4|webm)$/;

/** A path into public/, like /media/hero.webp. */
export function mediaSrc() {
  return z
    .string()
    .regex(mediaPattern, 'Expected a media path under public/, like "/media/hero.webp"')
    .refine((src) => !mediaExists || mediaExists(src), {
      error: (issue) => errorMessage('MissingMedia', { src: String(issue.input) }),
      params: { code: 'MissingMedia' },
    });
}

/** An image with its size from the YAML, so the page reserves its box before it loads. */
export function imageSchema() {
  return z.strictObject({
    src: mediaSrc().describe('The image file under public/, like /media/villa.jpg'),
    alt: z.string().min(1).describe('What the image shows, for screen readers and when it cannot load'),
    width: z.number().int().positive().describe('Width of the image file in pixels'),
    height: z.number().int().positive().describe('Height of the image file in pixels'),
  });
}
