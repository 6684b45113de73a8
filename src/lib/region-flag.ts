/**
 * A country, given as its ISO 3166 alpha-2 region code ("BR"), as visitors see it: a flag and a
 * name. Blocks keep region codes in their data, never emoji, and show flags only through this file
 * and RegionFlag (src/ui/region-flag.tsx): when flags become images (issue 10, "Flags and emoji"),
 * those two change and the blocks do not.
 */

/** The flag emoji of a region: its two letters as regional-indicator symbols ("BR" → 🇧🇷). */
export function flagEmoji(region: string): string {
  return String.fromCodePoint(...[...region.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
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
