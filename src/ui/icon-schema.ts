import { z } from 'zod';

/**
 * Icon names YAML may use. Kept apart from icon.tsx (no React here) so schemas load anywhere;
 * icon.tsx maps each name to its SVG and the type checker holds the two lists in step.
 */
export const iconNames = [
  'wifi',
  'dumbbell',
  'laptop',
  'calendar',
  'trending-up',
  'chart-line',
  'utensils',
  'coffee',
  'waves',
  'pool',
  'heart-pulse',
  'sparkles',
  'shield',
  'shield-check',
  'cctv',
  'file-text',
  'signature',
  'stamp',
  'eye',
  'handshake',
  'tent',
  'map-pin',
  'map',
  'globe',
  'home',
  'bed',
  'bath',
  'trees',
  'palm-tree',
  'flower',
  'sun',
  'users',
  'baby',
  'graduation-cap',
  'leaf',
  'sprout',
  'clock',
  'trophy',
  'ball',
  'plane',
  'key',
  'building',
  'landmark',
  'ruler',
  'percent',
  'coins',
  'piggy-bank',
  'wallet',
  'rocket',
  'hammer',
  'wrench',
  'badge-check',
] as const;

export type IconName = (typeof iconNames)[number];

export const iconNameSchema = z.enum(iconNames).describe('Name of an icon from src/ui/icon-schema.ts');

/** The data of one IconCard: an icon, a title and a short text. */
export const iconCardSchema = z.strictObject({
  icon: iconNameSchema,
  title: z.string().min(1).describe('Short bold title of the card'),
  text: z.string().min(1).describe('One or two sentences under the title'),
});
