import { Behaviour } from '../../../ui/behaviour';
import { RegionFlag } from '../../../ui/region-flag';
import { countryCard, type CountryGridProps } from './country-card';

/**
 * The country cards, prerendered with the YAML's numbers. Their behaviour
 * (country-grid.behaviour.ts) adds the founder applications stored per country, so the bars move
 * only when real people apply. Whether a card is nearly full is one attribute, `data-low`: the
 * red border, the red bar and the badge all follow it, so the behaviour never writes a class.
 */
export function CountryGrid(grid: CountryGridProps) {
  return (
    <Behaviour name="site/blocks/country-status/country-grid" props={grid}>
      <ul className="mt-12 grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-4 lg:grid-cols-4">
        {grid.countries.map((country) => {
          const card = countryCard(grid, country);
          return (
            <li
              key={country.name}
              data-country-card=""
              data-low={card.low ? '' : undefined}
              className="group relative flex flex-col rounded-2xl border border-sand-200 bg-sand/60 p-4 shadow-sm transition-shadow hover:shadow-md data-low:border-danger/30 sm:p-5"
            >
              <div className="flex items-center gap-2.5 sm:gap-3">
                {/* Decoration: the heading beside it names the country as the YAML writes it. */}
                <RegionFlag region={country.region} size="lg" />
                <h3 className="text-base font-semibold text-ink sm:text-lg">{country.name}</h3>
              </div>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={grid.capacity}
                aria-valuenow={card.filled}
                aria-label={card.label}
                className="mt-5 h-2.5 overflow-hidden rounded-full bg-sand-200"
              >
                <div
                  data-fill=""
                  className="h-full rounded-full bg-linear-to-r from-lagoon to-ocean group-data-low:from-coral group-data-low:to-danger"
                  style={{ width: card.width }}
                />
              </div>
              <p data-filled-text="" className="mt-3 text-sm font-medium text-ink/80 tabular-nums">
                {card.filledText}
              </p>
              <p
                data-badge=""
                hidden={!card.low}
                className="absolute -top-3 right-3 rounded-full bg-danger px-2.5 py-1 text-[0.7rem] leading-none font-bold whitespace-nowrap text-white shadow-md sm:text-xs"
              >
                {card.badge}
              </p>
            </li>
          );
        })}
      </ul>
    </Behaviour>
  );
}
