import { preload } from 'react-dom';
import { ButtonRow } from '../../ui/action-button';
import { Countdown } from '../../ui/countdown';
import { cn } from '../../lib/cn';
import { HeroMedia } from './hero-media';
import { Emphasis } from './emphasis';
import { HeroRotatingLine } from './rotating-line';
import { NOT_PHONE_MEDIA, PHONE_MEDIA } from './phone-image';
import type { HeroProps } from './schema';

/** The opening section: background video or still image, headline, offer and calls to action. */
export function Hero({ anchor, height, image, video, badge, headline, tag, tagline, rotating, priceLine, countdown, buttons }: HeroProps) {
  return (
    <section
      id={anchor}
      className={cn(
        'relative isolate flex items-center justify-center overflow-hidden bg-ocean-700 text-white',
        height === 'screen' ? 'min-h-[100svh]' : 'min-h-[75svh]',
      )}
    >
      <div className="absolute inset-0 -z-10">
        <HeroPicture image={image} />
        {video && <HeroMedia webm={video.webm} mp4={video.mp4} poster={image.src} width={image.width} height={image.height} />}
        <div className="absolute inset-0 bg-linear-to-b from-ink/75 via-ink/45 to-ink/85" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_30%,rgb(15_29_27/0.55)_100%)]" />
      </div>

      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-5 pt-14 pb-20 text-center sm:pt-[min(7rem,9svh)] sm:pb-[min(8rem,14svh)]">
        {badge && (
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.2em] text-sand backdrop-blur-md sm:mb-6 sm:text-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-sun" />
            {badge}
          </p>
        )}
        <h1 className="font-display text-4xl leading-[1.08] font-bold text-balance drop-shadow-[0_2px_12px_rgb(0_0_0/0.35)] sm:text-6xl lg:text-[length:min(4.5rem,8svh)] [&_strong]:text-sun">
          <Emphasis text={headline} />
        </h1>
        {tag && (
          <p className="mt-5 inline-block animate-pulse-soft rounded-full bg-sun px-5 py-2 text-base font-bold text-ink shadow-lg shadow-sun/30 sm:mt-6 sm:text-lg">
            {tag}
          </p>
        )}
        {(tagline || rotating.length > 0 || priceLine || countdown) && (
          // On a phone the actions come first, under the headline: there the lines below filled the
          // first screen and the cookie banner covered More Info and Pay Now.
          <div className="flex flex-col items-center max-sm:order-last max-sm:mt-3">
            {tagline && (
              <p className="mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl [&_strong]:font-semibold [&_strong]:text-white">
                <Emphasis text={tagline} />
              </p>
            )}
            {rotating.map((line, i) => (
              <HeroRotatingLine key={i} {...line} />
            ))}
            {priceLine && (
              <p className="mt-5 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl [&_strong]:font-bold [&_strong]:text-sun">
                <Emphasis text={priceLine} />
              </p>
            )}
            {countdown && <Countdown {...countdown} className="mt-8 sm:mt-[min(2rem,3svh)]" />}
          </div>
        )}
        {buttons.length > 0 && (
          <ButtonRow buttons={buttons} className="mt-8 w-full flex-col sm:mt-[min(2.5rem,4svh)] sm:w-auto sm:flex-row [&>*]:w-full sm:[&>*]:w-auto" />
        )}
      </div>
    </section>
  );
}

/**
 * The still image. With a phone picture (phone-image.ts) it is a <picture> whose source upright
 * phones take; React preloads no image inside a <picture>, so each of the two gets its own preload,
 * for the screens that show it, and a browser fetches exactly one.
 */
function HeroPicture({ image }: { image: HeroProps['image'] }) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority="high"
      // The page loader waits for this picture's paint before fetching the page's code
      // (src/render/document.tsx), so the code never counts in the largest contentful paint.
      {...{ elementtiming: 'hero' }}
      className="size-full object-cover"
    />
  );
  const { phone } = image;
  if (!phone) return img;
  preload(phone.src, { as: 'image', fetchPriority: 'high', media: PHONE_MEDIA });
  preload(image.src, { as: 'image', fetchPriority: 'high', media: NOT_PHONE_MEDIA });
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phone.src} width={phone.width} height={phone.height} />
      {img}
    </picture>
  );
}
