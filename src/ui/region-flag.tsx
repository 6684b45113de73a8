import { flagEmoji, regionName } from '../lib/region-flag';
import { cn } from '../lib/cn';

/**
 * A country's flag with its name for screen readers. The flag is decoration (hidden from
 * assistive technology, which would read an emoji flag as two letters); the name is the text.
 */
export function RegionFlag({ region, locale, className }: { region: string; locale: string; className?: string }) {
  return (
    <>
      <span aria-hidden="true" className={cn('leading-none', className)}>
        {flagEmoji(region)}
      </span>
      <span className="sr-only">{regionName(region, locale)}</span>
    </>
  );
}
