import { callingCodes } from './calling-codes.generated';

export interface CallingCodeOption {
  /** ISO 3166 alpha-2 region: the select's value, so GB and the other +44 regions stay apart. */
  iso2: string;
  /** Like "+44": what the form sends as countryCode. */
  code: string;
  /** The region's name in the page's language. */
  name: string;
}

export function callingCodeOf(iso2: string): string | undefined {
  return callingCodes.find(([region]) => region === iso2)?.[1];
}

const cache = new Map<string, CallingCodeOption[]>();

/** Every region with its calling code, named and sorted in the visitor's language. */
export function callingCodeOptions(locale: string): CallingCodeOption[] {
  let options = cache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    options = callingCodes.map(([iso2, code]) => ({ iso2, code, name: names.of(iso2) ?? iso2 })).sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, options);
  }
  return options;
}
