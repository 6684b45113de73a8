import { MapPin } from 'lucide-react';
import { ActionButton } from '../../../ui/action-button';
import { RegionFlag } from '../../../ui/region-flag';
import { cn } from '../../../lib/cn';
import { areaTexts, priceText } from './format';
import type { Property, PropertyRankingProps } from './schema';

export interface CardContext {
  locale: string;
  numberLocale: string;
  labels: Pick<PropertyRankingProps, 'areaLabel' | 'priceLabel' | 'areaUnits'>;
}

/**
 * One home of the ranking as the prerender shows it. `teaser` is the same card drawn under the
 * blur of a locked one: no heading (it must not enter the page's outline) and no button.
 */
export function PropertyCard({ property, context, teaser = false }: { property: Property; context: CardContext; teaser?: boolean }) {
  const { locale, numberLocale, labels } = context;
  const first = property.rank === 1;
  const Title = teaser ? 'p' : 'h3';
  const [metric, imperial] = areaTexts(property.areaM2, labels.areaUnits, numberLocale);
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6',
        first && !teaser && 'shadow-xl shadow-sun/15 ring-2 ring-sun',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn('font-display text-4xl leading-none font-bold sm:text-5xl', first ? 'text-coral' : 'text-ocean')}>#{property.rank}</span>
        <span className="rounded-full bg-sand px-3 py-1 text-xs font-semibold tracking-wide text-ocean uppercase ring-1 ring-sand-200">{property.type}</span>
      </div>
      {property.badge && <p className="mt-4 self-start rounded-full bg-coral px-3 py-1 text-xs font-bold text-white">{property.badge}</p>}
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink/75">
        <RegionFlag region={property.region} size="md" name="visible" locale={locale} />
        <MapPin aria-hidden="true" focusable="false" className="size-4 shrink-0 text-lagoon" strokeWidth={1.75} />
        <span>{property.place}</span>
      </p>
      <Title className="mt-2 text-xl font-semibold text-ocean">{property.name}</Title>
      <p className="mt-2 leading-relaxed text-ink/75">{property.description}</p>
      <dl className="mt-auto grid grid-cols-2 gap-3 pt-6">
        <div className="rounded-2xl bg-sand/70 px-3 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{labels.priceLabel}</dt>
          <dd className="mt-1 text-lg font-bold text-ink tabular-nums">
            {priceText(property.price, numberLocale)}
            {property.altPrice && <span className="block text-sm font-medium text-ink/70">{priceText(property.altPrice, numberLocale)}</span>}
          </dd>
        </div>
        <div className="rounded-2xl bg-sand/70 px-3 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{labels.areaLabel}</dt>
          <dd className="mt-1 text-lg font-bold text-ink tabular-nums">
            {metric}
            <span className="block text-sm font-medium text-ink/70">{imperial}</span>
          </dd>
        </div>
      </dl>
      {property.button && !teaser && <ActionButton {...property.button} className="mt-5 w-full" />}
    </div>
  );
}
