import { amend, authorError, valueAt, type AuthorError } from './errors';
import { checkEngineFile } from './json-schema';
import { isMap, type SourceFile } from './resolve';
import { parsePath } from './ref-origins';
import { catalogSchema, markUnusable, productSchema, type Catalog } from './catalog';
import { moneyValue } from './hints';
import { issuesToErrors } from './union-tags';

/** A shared file every page needs is not there (or did not parse). */
export const missingShared = (file: string): AuthorError => authorError('UnresolvedRef', { file, line: 1, col: 1 }, '', { missingFile: file });

/**
 * The catalogue, with each product written wrong reported once where it is and left out, so
 * pages naming it are not reported again (and pages naming the others are still checked).
 */
export function loadCatalog(source: SourceFile | undefined, file: string): { value: Catalog; errors: AuthorError[] } {
  if (!source) return { value: markUnusable({}, 'all'), errors: [missingShared(file)] };
  let errors = checkEngineFile('products', source.value).map((e) => withAmountHint(e, source.value));
  if (!errors.length) {
    const result = catalogSchema.safeParse(source.value, { reportInput: true });
    if (result.success) return { value: result.data, errors: [] };
    errors = issuesToErrors(catalogSchema, source.value, result.error.issues);
  }
  const written = isMap(source.value) ? source.value : {};
  const broken = new Set(errors.map((e) => String(parsePath(e.path)[0] ?? '')));
  if (broken.has('')) return { value: markUnusable({}, 'all'), errors };
  const usable: Catalog = {};
  for (const [id, entry] of Object.entries(written)) {
    const product = broken.has(id) ? undefined : productSchema.safeParse(entry);
    if (product?.success) usable[id] = product.data;
    else broken.add(id);
  }
  return { value: markUnusable(usable, broken), errors };
}

/** `amount: 12€` or `amount: 12.5`: amounts are whole cents, and the author's intent is clear. */
function withAmountHint(error: AuthorError, data: unknown): AuthorError {
  if (!/\.(amount|monthly)$/.test(error.path)) return error;
  const value = valueAt(data, parsePath(error.path));
  if (typeof value === 'string' && /^\d+$/.test(value)) return amend(error, 'unquoteNumber');
  const money = moneyValue(value);
  if (money === undefined) return error;
  return amend(error, 'wholeCents', { cents: Math.round(money * 100) });
}
