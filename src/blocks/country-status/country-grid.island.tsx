import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { fetchLiveCounts } from '../../backend/live-counts';
import type { CountryStatusProps } from './schema';
import { fillTemplate } from './template';

type CountryGridProps = Pick<CountryStatusProps, 'capacity' | 'threshold' | 'filledText' | 'progressLabel' | 'lowSlotsBadge' | 'countries'>;

/**
 * The country cards. The prerendered numbers are the YAML's; once hydrated, founder applications
 * stored per country are added, so the bars move only when real people apply.
 */
export default function CountryGrid({ capacity, threshold, filledText, progressLabel, lowSlotsBadge, countries }: CountryGridProps) {
  const [live, setLive] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!countries.some((country) => country.region)) return;
    let current = true;
    void fetchLiveCounts().then((counts) => {
      if (current && counts) setLive(counts.countries);
    });
    return () => {
      current = false;
    };
  }, [countries]);

  return (
        <ul className="mt-12 grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-4 lg:grid-cols-4">
          {countries.map((country) => {
            const filled = Math.min(country.filled + (country.region ? (live[country.region] ?? 0) : 0), capacity);
            const low = filled > threshold;
            const values = { country: country.name, filled, capacity, n: capacity - filled };
            return (
              <li
                key={country.name}
                className={clsx(
                  'relative flex flex-col rounded-2xl border bg-sand/60 p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5',
                  low ? 'border-danger/30' : 'border-sand-200',
                )}
              >
                <div className="flex items-center gap-2.5 sm:gap-3">
                  <span aria-hidden="true" className="text-2xl leading-none sm:text-3xl">
                    {country.flag}
                  </span>
                  <h3 className="text-base font-semibold text-ink sm:text-lg">{country.name}</h3>
                </div>
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={capacity}
                  aria-valuenow={filled}
                  aria-label={fillTemplate(progressLabel, values)}
                  className="mt-5 h-2.5 overflow-hidden rounded-full bg-sand-200"
                >
                  <div
                    className={clsx('h-full rounded-full', low ? 'bg-linear-to-r from-coral to-danger' : 'bg-linear-to-r from-lagoon to-ocean')}
                    style={{ width: `${Math.round((filled / capacity) * 1000) / 10}%` }}
                  />
                </div>
                <p className="mt-3 text-sm font-medium text-ink/80 tabular-nums">{fillTemplate(filledText, values)}</p>
                {low && (
                  <p className="absolute -top-3 right-3 rounded-full bg-danger px-2.5 py-1 text-[0.7rem] leading-none font-bold whitespace-nowrap text-white shadow-md sm:text-xs">
                    {fillTemplate(lowSlotsBadge, values)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
  );
}
