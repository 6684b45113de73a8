import { formatPath, type AuthorError } from './errors';
import { formatMoney, type Catalog } from './catalog';
import { positionOf } from './source';
import { didYouMean } from './suggest';
import { isMap } from './resolve';

const token = /\{price(?::([^}.]*))?(?:\.([^}]*))?\}/g;
const fields = ['amount', 'monthly'] as const;

/**
 * Fills `{price:PRODUCT}` and `{price:PRODUCT.monthly}` in every string of a page from the
 * catalogue (`{price}` alone is the page's own product), so copy can never quote a price
 * the checkout does not charge.
 */
export function fillPrices(
  page: Record<string, unknown>,
  catalog: Catalog,
  numberLocale: string,
  errors: AuthorError[],
): void {
  const pageProduct = typeof page.productId === 'string' ? page.productId : '';
  const visit = (container: Record<string, unknown> | unknown[], path: (string | number)[]) => {
    const entries: [string | number, unknown][] = Array.isArray(container)
      ? container.map((v, i) => [i, v])
      : Object.entries(container);
    for (const [key, value] of entries) {
      if (typeof value === 'string' && value.includes('{price')) {
        const filled = value.replace(token, (match, id: string | undefined, field: string | undefined) => {
          const productId = id || pageProduct;
          const product = catalog[productId];
          const where = positionOf(page, [...path, key]);
          const at = formatPath([...path, key]);
          if (!product) {
            errors.push({
              code: 'UnknownProduct',
              pos: where,
              path: at,
              message: `${match}: no product "${productId}" in the catalogue.${didYouMean(productId, Object.keys(catalog))}`,
            });
            return match;
          }
          const name = (field ?? 'amount') as (typeof fields)[number];
          const minor = fields.includes(name) ? product[name] : undefined;
          if (minor === undefined) {
            errors.push({
              code: 'BadTemplate',
              pos: where,
              path: at,
              message: `${match}: product "${productId}" has no ${name} price (use .amount or .monthly)`,
            });
            return match;
          }
          return formatMoney(minor, product.currency, numberLocale);
        });
        if (Array.isArray(container)) container[key as number] = filled;
        else container[key as string] = filled;
      } else if (Array.isArray(value) || isMap(value)) {
        visit(value, [...path, key]);
      }
    }
  };
  visit(page, []);
}
