import { usePage } from '../../../ui/page-context';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { LockedCard } from './locked-card';
import { PropertyCard, type CardContext } from './property-card';
import type { PropertyRankingProps } from './schema';
import { SearchBar } from './search-bar';

/**
 * The cheapest-homes ranking: a search bar that opens the info modal, the visible homes as
 * cards (areas in m² and ft², prices in the page's number format) and the locked ones blurred.
 */
export function PropertyRanking(props: PropertyRankingProps) {
  const { anchor, eyebrow, heading, intro, search, properties, note } = props;
  const { locale, site } = usePage();
  const context: CardContext = {
    locale,
    numberLocale: site.locales[locale]?.numberLocale ?? locale,
    labels: { areaLabel: props.areaLabel, priceLabel: props.priceLabel, areaUnits: props.areaUnits },
  };
  const titleId = `${anchor}-title`;
  const open = properties.filter((property) => !property.locked);
  const locked = properties.filter((property) => property.locked);
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-sand px-5 sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
        <SearchBar search={search} idPrefix={anchor} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {open.map((property) => (
            <li key={property.rank} data-rank={property.rank}>
              <PropertyCard property={property} context={context} />
            </li>
          ))}
        </ol>
        {locked.length > 0 && (
          <ol className="mx-auto mt-6 grid max-w-4xl gap-6 md:grid-cols-2" start={locked[0]!.rank}>
            {locked.map((property) => (
              <li key={property.rank} data-rank={property.rank}>
                <LockedCard property={property} context={context} label={props.lockedLabel} hint={props.lockedHint} action={props.lockedAction} />
              </li>
            ))}
          </ol>
        )}
        {note && <p className="mt-8 text-center text-sm text-ink/70">{note}</p>}
      </div>
    </Section>
  );
}
