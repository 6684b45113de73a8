import { fillTemplate } from '../../../lib/fill-template';
import type { CountryStatusProps } from './schema';

/** What the grid's component and its behaviour both need: the YAML's numbers and texts. */
export type CountryGridProps = Pick<CountryStatusProps, 'capacity' | 'threshold' | 'filledText' | 'progressLabel' | 'lowSlotsBadge' | 'countries'>;

type Country = CountryGridProps['countries'][number];

/**
 * One card's numbers and texts, from the YAML's base and the founder applications stored for its
 * region. The prerender calls it with no live counts, the behaviour with the backend's, so both
 * write the same words and the same width for the same numbers.
 */
export function countryCard(grid: CountryGridProps, country: Country, live: Readonly<Record<string, number>> = {}) {
  const filled = Math.min(country.filled + (country.region ? (live[country.region] ?? 0) : 0), grid.capacity);
  const values = { country: country.name, filled, capacity: grid.capacity, n: grid.capacity - filled };
  return {
    filled,
    low: filled > grid.threshold,
    width: `${Math.round((filled / grid.capacity) * 1000) / 10}%`,
    label: fillTemplate(grid.progressLabel, values),
    filledText: fillTemplate(grid.filledText, values),
    badge: fillTemplate(grid.lowSlotsBadge, values),
  };
}
