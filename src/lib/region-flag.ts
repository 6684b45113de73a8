/**
 * A country, given as its ISO 3166 alpha-2 region code ("BR"), as visitors see it: a flag image
 * and a name. Blocks keep region codes in their data, never emoji (Windows draws no flag emoji,
 * machines without a colour-emoji font draw boxes), and show flags only through the ui kit's
 * RegionFlag component.
 */
import { flagFileAliases, flagRegions } from './flag-regions.generated';

/** Where the site serves flag-icons' 4:3 SVGs (copied there by scripts/flags.ts). */
const flagsPath = '/flags/4x3';

const drawn = new Set(flagRegions.split(' '));

/** Whether a flag image exists for this region code ("BR" yes, "ZZ" and "br" no). */
export function hasFlag(region: string): boolean {
  return drawn.has(region);
}

/** Every region that has a flag, for suggestions to authors. */
export function flaggedRegions(): readonly string[] {
  return [...drawn];
}

/** The flag image's address ("BR" → /flags/4x3/br.svg), or undefined when no flag is drawn for the code. */
export function flagSrc(region: string): string | undefined {
  if (!hasFlag(region)) return undefined;
  return `${flagsPath}/${flagFileAliases[region] ?? region.toLowerCase()}.svg`;
}

const names = new Map<string, Intl.DisplayNames>();

/** The region's name in the page's language ("BR" → "Brazil" in en, "Brasil" in es). */
export function regionName(region: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    names.set(locale, display);
  }
  return display.of(region.toUpperCase()) ?? region;
}
