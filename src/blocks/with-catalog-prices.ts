import { parse } from 'yaml';
import { catalogSchema, englishPrices } from '../engine/catalog';
import type { AuthorError } from '../engine/errors';
import { fillPrices } from '../engine/templates';

/**
 * Fills `{price:…}` templates in sample data from the real catalogue text, as the build
 * does for a page, so stories and tests show the prices visitors will see. Shared by every
 * block's stories and tests (a block folder never imports another).
 */
export function withCatalogPrices<T extends object>(data: T, productsYaml: string, numberLocale = englishPrices.numberLocale, productId = 'mansion'): T {
  const catalog = catalogSchema.parse(parse(productsYaml));
  const errors: AuthorError[] = [];
  const page = { productId, blocks: [structuredClone(data)] };
  const filled = fillPrices(page, catalog, { ...englishPrices, numberLocale }, errors);
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  return filled.blocks[0]!;
}
