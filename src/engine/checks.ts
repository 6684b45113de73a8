import type { z } from 'zod';
import { formatPath, type AuthorError } from './errors';
import { didYouMean } from './suggest';
import { checkJsonSchema, type SchemaKind } from './json-schema';
import type { LoadedPage } from './load-site';
import { pageSchema } from './page-schema';
import type { SourceFile } from './resolve';
import type { Site } from './site-schema';
import { englishPrices, type Catalog } from './catalog';
import { locate, type ParsedFile } from './source';
import { fillPrices } from './templates';
import { zodIssuesToErrors } from './zod-issues';

/**
 * The checks loadSite runs on each file and page, apart from how it reads, caches and orders
 * them: the schema line, the JSON Schema, prices, the page schema, products and routes.
 */
export const schemaComment = '# yaml-language-server: $schema=../schemas/variant.schema.json';
/** What a JSON variant carries instead of the comment: the key VS Code reads for JSON. */
export const schemaRef = '../schemas/variant.schema.json';

export type Source = SourceFile & Pick<ParsedFile, 'firstLine' | 'schemaKey'>;
export interface Shared<T> {
  value: T | undefined;
  errors: AuthorError[];
}

export function checkVariantFile(source: Source): { errors: AuthorError[]; reported: Set<string> | undefined } {
  const errors: AuthorError[] = [];
  if (source.file.endsWith('.json')) {
    if (source.schemaKey?.value !== schemaRef) {
      errors.push({
        code: 'MissingSchemaComment',
        pos: source.schemaKey?.pos ?? { file: source.file, line: 1, col: 1 },
        path: '',
        message: `The data must start with: "$schema": "${schemaRef}",`,
      });
    }
  } else if (source.firstLine.trim() !== schemaComment) {
    errors.push({
      code: 'MissingSchemaComment',
      pos: { file: source.file, line: 1, col: 1 },
      path: '',
      message: `The first line must be: ${schemaComment}`,
    });
  }
  const schemaErrors = checkJsonSchema('variant', source.value);
  errors.push(...schemaErrors);
  return { errors, reported: schemaErrors.length ? new Set(schemaErrors.map((e) => e.path)) : undefined };
}

export function checkPage(
  source: SourceFile,
  unfilled: Record<string, unknown>,
  { catalog, site, reported }: { catalog: Catalog; site: Site | undefined; reported: Set<string> | undefined },
  errors: AuthorError[],
): LoadedPage | undefined {
  const locale = typeof unfilled.locale === 'string' ? unfilled.locale : 'en';
  const resolved = fillPrices(unfilled, catalog, site?.locales[locale as 'en'] ?? englishPrices, errors);
  const result = pageSchema.safeParse(resolved, { reportInput: true });
  if (!result.success) {
    const zodErrors = zodIssuesToErrors(pageSchema, resolved, result.error.issues);
    errors.push(...zodErrors.filter((e) => !reported?.has(e.path)));
    return undefined;
  }
  if (reported) return undefined;
  const unknown = unknownProducts(resolved, catalog);
  if (unknown.length) {
    errors.push(...unknown);
    return undefined;
  }
  return { name: source.name, file: source.file, data: result.data, located: resolved };
}

/**
 * Every `productId` on the page (the page's own, a pay button's, a spots banner's) must be in the
 * catalogue: a misspelt id would otherwise build and then fail as "Unknown product" at checkout.
 */
function unknownProducts(page: Record<string, unknown>, catalog: Catalog): AuthorError[] {
  const found: AuthorError[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...path, i]));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'productId' && typeof child === 'string' && !Object.hasOwn(catalog, child)) {
        found.push({
          code: 'UnknownProduct',
          pos: locate(value, key),
          path: formatPath([...path, key]),
          message: `No product "${child}" in variants/_shared/products.yaml.${didYouMean(child, Object.keys(catalog))}`,
        });
      } else {
        walk(child, [...path, key]);
      }
    }
  };
  walk(page, []);
  return found;
}

export function loadShared<S extends z.ZodType>(source: SourceFile | undefined, kind: SchemaKind, schema: S, file: string): Shared<z.output<S>> {
  if (!source) {
    return { value: undefined, errors: [{ code: 'UnresolvedRef', pos: { file, line: 1, col: 1 }, path: '', message: `${file} is missing` }] };
  }
  const schemaErrors = checkJsonSchema(kind, source.value);
  if (schemaErrors.length) return { value: undefined, errors: schemaErrors };
  const result = schema.safeParse(source.value, { reportInput: true });
  if (result.success) return { value: result.data, errors: [] };
  return { value: undefined, errors: zodIssuesToErrors(schema, source.value, result.error.issues) };
}

export function checkRoutes(pages: LoadedPage[], errors: AuthorError[]) {
  const seen = new Map<string, LoadedPage>();
  for (const page of pages) {
    const first = seen.get(page.data.route);
    if (first) {
      errors.push({
        code: 'DuplicateRoute',
        pos: locate(page.located, 'route') ?? { file: page.file, line: 1, col: 1 },
        path: 'route',
        message: `Route "${page.data.route}" is already used by ${first.file}`,
      });
    } else seen.set(page.data.route, page);
  }
}

export function dedupe(errors: AuthorError[]): AuthorError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.pos?.file}:${e.pos?.line}:${e.pos?.col}|${e.path}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
