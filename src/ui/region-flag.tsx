import { Globe } from 'lucide-react';
import { flagSrc, regionName } from '../lib/region-flag';
import { cn } from '../lib/cn';

/** Flags are 4:3, in fixed sizes so the box is reserved before the image arrives. */
export const flagSizes = {
  sm: { width: 20, height: 15 },
  md: { width: 24, height: 18 },
  lg: { width: 32, height: 24 },
} as const;

export type FlagSize = keyof typeof flagSizes;

type NameProps =
  | {
      /** Leave out where the text beside the flag already names the country (a card title, a list option): the flag is then decoration. */
      name?: undefined;
      locale?: undefined;
    }
  | {
      /** The country's name beside the flag, in the page's language: shown, or for screen readers only. */
      name: 'visible' | 'sr-only';
      locale: string;
    };

/**
 * A country's flag as an image (flag-icons' SVG), keyed by ISO 3166 alpha-2 code. The image has
 * empty alt text: the country's name is text beside it, so a screen reader reads it once. A
 * region without a flag (none given, or a code flag-icons does not draw) shows a globe in the
 * same box rather than a broken image.
 */
export function RegionFlag({
  region,
  size = 'md',
  loading = 'lazy',
  className,
  name,
  locale,
}: {
  region?: string;
  size?: FlagSize;
  /** "eager" only where the flag is in the first screen; elsewhere the browser fetches it near the viewport. */
  loading?: 'lazy' | 'eager';
  className?: string;
} & NameProps) {
  const { width, height } = flagSizes[size];
  const src = region && flagSrc(region);
  const flag = src ? (
    <img
      data-slot="region-flag"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      // The hairline keeps white flags (Japan, Cyprus) from melting into white cards.
      className={cn('inline-block shrink-0 rounded-[2px] object-cover ring-1 ring-black/10', className)}
    />
  ) : (
    <span
      data-slot="region-flag-placeholder"
      aria-hidden="true"
      style={{ width, height }}
      className={cn('inline-flex shrink-0 items-center justify-center rounded-[2px] bg-lagoon/10 text-lagoon', className)}
    >
      <Globe aria-hidden="true" focusable="false" width={height - 2} height={height - 2} strokeWidth={1.75} />
    </span>
  );
  if (!name || !region) return flag;
  return (
    <span data-slot="region-flag-named" className="inline-flex items-center gap-2">
      {flag}
      <span className={name === 'sr-only' ? 'sr-only' : undefined}>{regionName(region, locale)}</span>
    </span>
  );
}
