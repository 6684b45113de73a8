import { z } from 'zod';
import { closest } from './closest';
import { flaggedRegions, hasFlag } from './region-flag';

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function englishName(region: string): string | undefined {
  try {
    return englishNames.of(region);
  } catch {
    return undefined; // not shaped like a region code at all
  }
}

/** The letters of a flag emoji ("🇧🇷" → "BR"), or undefined when the text is not one. */
export function lettersOfFlagEmoji(text: string): string | undefined {
  const points = [...text.trim()].map((c) => c.codePointAt(0) ?? 0);
  if (points.length !== 2 || !points.every((p) => p >= 0x1f1e6 && p <= 0x1f1ff)) return undefined;
  return String.fromCharCode(...points.map((p) => p - 0x1f1e6 + 65));
}

/**
 * The region an author probably meant: the code in capitals ("br"), or a country's English name,
 * also one CLDR knows under another code ("UK" is "United Kingdom", which is GB). Names shorter
 * than four letters are not guessed at: "USA" is as close to "Cuba" as to anything.
 */
function suggestion(input: string): string | undefined {
  const upper = input.trim().toUpperCase();
  if (hasFlag(upper)) return upper;
  const name = /^[A-Z]{2}$/.test(upper) ? englishName(upper) : input.trim();
  if (!name || name.length < 4) return undefined;
  const byName = new Map(flaggedRegions().map((region) => [englishName(region) ?? region, region]));
  const match = closest(name, [...byName.keys()]);
  return match === undefined ? undefined : byName.get(match);
}

/** Why `input` is not a region with a flag, and what to write instead. */
export function unknownRegionMessage(input: string): string {
  const fromEmoji = lettersOfFlagEmoji(input);
  if (fromEmoji && hasFlag(fromEmoji)) {
    return `Write the region code "${fromEmoji}", not the flag emoji: flags are images chosen by the code (emoji flags do not show on Windows)`;
  }
  const guess = suggestion(input);
  const hint = guess ? ` Did you mean "${guess}" (${englishName(guess) ?? guess})?` : '';
  return `No country flag for ${JSON.stringify(input)}: use an ISO 3166 alpha-2 code in capitals, like "BR".${hint}`;
}

/**
 * A country shown with its flag, as ISO 3166 alpha-2 ("BR"). Checked at build time against the
 * flags the site serves, so a page never shows a missing image for a typo.
 */
export const flagRegionSchema = z
  .string()
  .superRefine((region, ctx) => {
    if (!hasFlag(region)) ctx.addIssue({ code: 'custom', message: unknownRegionMessage(region) });
  })
  // For editors: underline a lowercase code or a name as the author types it.
  .meta({ pattern: '^[A-Z]{2}$', examples: ['BR', 'ID', 'US'] });

/**
 * Where data had `flag:` (an emoji) before flags became images: kept as an explicit error, so an
 * older file is told what to write instead of only "Unknown key". `withoutRegion` says what a
 * card without a region shows.
 */
export function retiredFlagKey(withoutRegion: string) {
  return z
    .unknown()
    .superRefine((flag, ctx) => {
      const region = typeof flag === 'string' ? lettersOfFlagEmoji(flag) : undefined;
      const instead = region && hasFlag(region) ? `write region: ${region} instead` : `remove it (${withoutRegion})`;
      ctx.addIssue({ code: 'custom', message: `flag is no longer used: flags are images chosen by the region code; ${instead}` });
    })
    .optional()
    .meta({ deprecated: true })
    .describe('Replaced by region: the flag image comes from the country code');
}
