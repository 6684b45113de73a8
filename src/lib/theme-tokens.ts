/**
 * The design tokens a site sets in `theme:` of variants/_shared/site.yaml: each is a CSS variable
 * that Tailwind's classes read (colours and fonts defined in src/theme.css, radius and spacing by
 * Tailwind), so a site's brand is data and no stylesheet changes. tests/unit/theme.test.ts holds
 * the colours and fonts to theme.css.
 */
export const colorTokens = ['ink', 'ocean', 'ocean-700', 'lagoon', 'sand', 'sand-200', 'sun', 'coral', 'danger'] as const;
export const fontTokens = ['sans', 'display'] as const;
export const radiusTokens = ['md', 'lg', 'xl', '2xl', '3xl'] as const;
