import type { Site } from '../engine/site-schema';

/**
 * The site's tokens as one CSS rule on :root, or '' when it sets none. Unlayered, it wins over
 * Tailwind's `@layer theme` defaults wherever it stands. Values are checked by the site schema
 * (no `;`, braces or `<`), so they cannot end the rule or the <style> element.
 */
export function themeCss(theme: Site['theme']): string {
  if (!theme) return '';
  const declarations = [
    ...Object.entries(theme.colors ?? {}).map(([name, value]) => `--color-${name}:${value}`),
    ...Object.entries(theme.fonts ?? {}).map(([name, value]) => `--font-${name}:${value}`),
    ...Object.entries(theme.radius ?? {}).map(([name, value]) => `--radius-${name}:${value}`),
    ...(theme.spacing ? [`--spacing:${theme.spacing}`] : []),
  ];
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}
