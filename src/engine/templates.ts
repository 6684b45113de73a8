import { authorError, formatPath, type AuthorError } from './errors';
import { formatMoney, formatPrice, isUnusable, type Catalog, type PriceFormat } from './catalog';
import { copyLocation, positionOf } from './source';
import { productHint } from './hints';
import { isMap } from './resolve';
import { attributeToRef, copyRefOrigin, isShared, pathInShared } from './ref-origins';

const token = /\{price(?::([^}.]*))?(?:\.([^}]*))?\}/g;
const fields = ['amount', 'monthly'] as const;

/**
 * Fills `{price:PRODUCT}`, `{price:PRODUCT.amount}` and `{price:PRODUCT.monthly}` in every string
 * of a page from the catalogue (`{price}` alone is the page's own product), so copy can never
 * quote a price the checkout does not charge. `{price:PRODUCT}` of a recurring product carries its
 * interval ("$0.78/week"); `.amount` is the bare amount. Returns the filled page and never writes into `page`: a
 * variant that extends another shares its parent's objects, and the same text may price a
 * different product or locale on each (copies carry their source positions).
 */
export function fillPrices<T extends Record<string, unknown>>(page: T, catalog: Catalog, format: PriceFormat, errors: AuthorError[]): T {
  const pageProduct = typeof page.productId === 'string' ? page.productId : '';
  const fillText = (text: string, path: (string | number)[]) =>
    text.replace(token, (match, id: string | undefined, field: string | undefined) => {
      const productId = id || pageProduct;
      const product = catalog[productId];
      const where = positionOf(page, path);
      // A template naming its product says the same on every page that shows it: a mistake in
      // one in shared content is reported once, in the shared file. `{price}` prices the page's
      // own product, so its mistake is reported at the $ref of the page that shows it.
      const once = id && isShared(where) ? pathInShared(page, path) : undefined;
      const report = (error: AuthorError) => errors.push(once ? { ...error, path: once } : attributeToRef(error, page));
      const at = formatPath(path);
      if (!product) {
        // A product written wrong in products.yaml is reported there, once.
        if (isUnusable(catalog, productId)) return match;
        report(authorError('UnknownProduct', where, at, { template: match, product: productId, suggestion: productHint(productId, catalog, '{price:…}') }));
        return match;
      }
      if (field === undefined) return formatPrice(product, format);
      const name = field as (typeof fields)[number];
      const minor = fields.includes(name) ? product[name] : undefined;
      if (minor === undefined) {
        report(authorError('BadTemplate', where, at, { template: match, product: productId, field: name }));
        return match;
      }
      return formatMoney(minor, product.currency, format.numberLocale);
    });
  /** The value with its prices filled: itself when nothing in it changed, else a copy. */
  const fill = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') return value.includes('{price') ? fillText(value, path) : value;
    if (!Array.isArray(value) && !isMap(value)) return value;
    let copy: Record<string, unknown> | unknown[] | undefined;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
      const next = fill(child, [...path, key]);
      if (next === child) continue;
      copy ??= copyWithLocation(value);
      if (Array.isArray(copy)) copy[key as number] = next;
      else copy[key as string] = next;
    }
    return copy ?? value;
  };
  const filled = fill(page, []);
  return isMap(filled) ? (filled as T) : page;
}

function copyWithLocation(value: Record<string, unknown> | unknown[]): Record<string, unknown> | unknown[] {
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copyLocation(value, copy);
  copyRefOrigin(value, copy);
  return copy;
}
