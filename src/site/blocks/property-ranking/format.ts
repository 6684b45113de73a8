import { formatMoney } from '../../../engine/catalog';
import type { Money, Property, PropertyRankingProps } from './schema';
import { squareFeet } from './area';

/** A display price in the page's number format; a catalogue price arrives already written. */
export function priceText(price: Property['price'] | Money, numberLocale: string): string {
  return typeof price === 'string' ? price : formatMoney(price.amount, price.currency, numberLocale);
}

/** ["85 m²", "915 ft²"]: the m² from the data, the ft² computed, both in the page's number format. */
export function areaTexts(squareMetres: number, units: PropertyRankingProps['areaUnits'], numberLocale: string): [metric: string, imperial: string] {
  const number = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 1 });
  return [`${number.format(squareMetres)} ${units.metric}`, `${number.format(squareFeet(squareMetres))} ${units.imperial}`];
}
