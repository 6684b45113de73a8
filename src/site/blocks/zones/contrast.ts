/**
 * WCAG 2 contrast for zone colours, so the schema can refuse a colour no text reads on and the
 * tile writes its text in the colour that was checked (the check and the page cannot drift).
 */

/** The text colours a zone tile can use: white, or the site's ink (--color-ink in src/theme.css). */
export const tileTextColors = { light: '#ffffff', dark: '#0f1d1b' } as const;

/** WCAG AA for normal-size text. */
export const minimumContrast = 4.5;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour that reads best on a background, and how well. */
export function textOn(background: string): { color: string; ratio: number } {
  const light = contrastRatio(background, tileTextColors.light);
  const dark = contrastRatio(background, tileTextColors.dark);
  return light >= dark ? { color: tileTextColors.light, ratio: light } : { color: tileTextColors.dark, ratio: dark };
}
