/**
 * The hero's picture for phones held upright. A hero is `object-cover` over a box taller than it is
 * wide on a phone, so a phone only ever shows the middle of a landscape photo, yet it downloaded the
 * whole 1600-pixel file (40–90 kB, one or two round trips more before the largest paint). The build
 * cuts that middle out (scripts/media/phone-crop.ts) and the hero offers it to phones in a
 * <picture>; an author may give their own `phone` image instead.
 */

/** Phones held upright: the only screens that show less than a 3:4 middle of the photo. */
export const PHONE_MEDIA = '(max-width: 639px) and (orientation: portrait)';
/** Everything else; the negation of PHONE_MEDIA, so exactly one of the two pictures is fetched. */
export const NOT_PHONE_MEDIA = `not all and ${PHONE_MEDIA}`;
/** Where the build writes the crops: /_phone/media/heroes/trip.jpg is the middle of /media/heroes/trip.jpg. */
export const PHONE_CROP_PREFIX = '/_phone';
/** Width ÷ height of a crop: 3:4, a little wider than any phone's hero box, so nothing is upscaled more than today. */
export const PHONE_ASPECT = 3 / 4;

export interface HeroImageSize {
  src: string;
  width: number;
  height: number;
}

const croppable = /\.(jpe?g|png|webp)$/i;

/** The crop the build makes of `image`, or undefined when there is nothing to gain. */
export function phoneCropOf(image: HeroImageSize): HeroImageSize | undefined {
  if (!croppable.test(image.src)) return undefined;
  const width = Math.round(image.height * PHONE_ASPECT);
  // Already about as narrow as a phone's hero: the whole file is what a phone shows.
  if (width >= image.width * 0.9) return undefined;
  return { src: `${PHONE_CROP_PREFIX}${image.src}`, width, height: image.height };
}

/** The source file under public/ of a crop's address, or undefined when it is no crop. */
export function sourceOfPhoneCrop(pathname: string): string | undefined {
  if (!pathname.startsWith(`${PHONE_CROP_PREFIX}/`)) return undefined;
  const src = pathname.slice(PHONE_CROP_PREFIX.length);
  return croppable.test(src) && !src.split('/').includes('..') ? src : undefined;
}
