import type { IconName } from '../../ui/icon-schema';

/**
 * Icon names the founder intro cards accept: a subset of the site's icons (src/ui/icon-schema.ts),
 * drawn by intro-icons.tsx with the same drawings as src/ui/icon.tsx (intro-icons.test.ts).
 */
export const introIconNames = [
  'rocket',
  'plane',
  'chart-line',
  'trending-up',
  'globe',
  'users',
  'home',
  'palm-tree',
  'laptop',
  'wallet',
] as const satisfies readonly IconName[];

export type IntroIconName = (typeof introIconNames)[number];
