/**
 * The design tokens a site sets in `theme:` of variants/_shared/site.yaml: each is a CSS variable
 * that Tailwind's classes read (colours and fonts defined in src/theme.css, radius and spacing by
 * Tailwind), so a site's brand is data and no stylesheet changes. tests/unit/theme.test.ts holds
 * the colours and fonts to theme.css.
 */
export const colorTokens = ['ink', 'ocean', 'ocean-700', 'lagoon', 'sand', 'sand-200', 'sun', 'coral', 'danger'] as const;
export const fontTokens = ['sans', 'display'] as const;
export const radiusTokens = ['md', 'lg', 'xl', '2xl', '3xl'] as const;

export interface ThemeTokens {
  colors?: Partial<Record<(typeof colorTokens)[number], string>>;
  fonts?: Partial<Record<(typeof fontTokens)[number], string>>;
  radius?: Partial<Record<(typeof radiusTokens)[number], string>>;
  /** The spacing unit every padding, margin and gap is a multiple of (Tailwind's --spacing). */
  spacing?: string;
}

/**
 * The site's tokens as one CSS rule on :root, or '' when it sets none. Unlayered, it wins over
 * Tailwind's `@layer theme` defaults wherever it stands. Values are checked by the site schema
 * (no `;`, braces or `<`), so they cannot end the rule or the <style> element.
 */
export function themeCss(theme: ThemeTokens | undefined): string {
  if (!theme) return '';
  const declarations = [
    ...Object.entries(theme.colors ?? {}).map(([name, value]) => `--color-${name}:${value}`),
    ...Object.entries(theme.fonts ?? {}).map(([name, value]) => `--font-${name}:${value}`),
    ...Object.entries(theme.radius ?? {}).map(([name, value]) => `--radius-${name}:${value}`),
    ...(theme.spacing ? [`--spacing:${theme.spacing}`] : []),
  ];
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}
