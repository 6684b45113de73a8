import { ChartLine, Globe, House, Laptop, Plane, Rocket, TreePalm, TrendingUp, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { IntroIconName } from './intro-icon-names';

/**
 * The drawings the intro cards may use. A short map of its own, because src/ui/icon.tsx maps
 * every icon of the site (and its zod schema), which would triple the dialog chunk; each entry is
 * the drawing icon.tsx gives the same name (intro-icons.test.ts).
 */
export const introIcons: Record<IntroIconName, LucideIcon> = {
  rocket: Rocket,
  plane: Plane,
  'chart-line': ChartLine,
  'trending-up': TrendingUp,
  globe: Globe,
  users: Users,
  home: House,
  'palm-tree': TreePalm,
  laptop: Laptop,
  wallet: Wallet,
};

export function IntroIcon({ name, className }: { name: IntroIconName; className?: string }) {
  const Svg = introIcons[name];
  return <Svg data-slot="icon" aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
