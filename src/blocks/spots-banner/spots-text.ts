import { fillTemplate } from '../../lib/fill-template';
import type { SpotsBannerProps } from './schema';

/** What the banner's component and its behaviour both need from the YAML. */
export type SpotsCount = Pick<SpotsBannerProps, 'capacity' | 'taken' | 'text' | 'soldOutText'>;

/**
 * The banner's number and sentence: capacity minus the YAML's base minus the paid payments the
 * backend counts for the product, never below 0. The prerender calls it with no payments, the
 * behaviour with the live count, so both write the same words for the same numbers. Kept free
 * of zod: the behaviour is on every page.
 */
export function spotsText({ capacity, taken, text, soldOutText }: SpotsCount, paid = 0): { left: number; text: string } {
  const left = Math.max(0, capacity - taken - paid);
  const template = left === 0 && soldOutText ? soldOutText : text;
  const values: Record<string, number> = { n: left, capacity };
  return { left, text: fillTemplate(template, values) };
}
