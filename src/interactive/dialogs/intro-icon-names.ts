/** Icon names the founder intro cards accept (a subset of src/ui/icon-schema.ts, drawn by intro-icons.tsx). */
export const introIconNames = ['rocket', 'plane', 'chart-line', 'trending-up', 'globe', 'users', 'home', 'palm-tree', 'laptop', 'wallet'] as const;

export type IntroIconName = (typeof introIconNames)[number];
