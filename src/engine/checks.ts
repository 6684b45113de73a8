import type { z } from 'zod';
import { amend, authorError, formatPath, valueAt, type AuthorError } from './errors';
import type { SchemaKind } from './json-schema';
import type { LoadedPage } from './loaded-page';
import type { BlockData, PageData } from './page-schema';
import type { CompiledVocabulary } from './compile-vocabulary';
import { lineageOf as resolvedLineage, type SourceFile } from './resolve';
import { attributeToRef, parsePath } from './ref-origins';
import { siteLocales, type Site } from './site-schema';
import { localeTagPattern } from '../lib/locales';
import { englishPrices, isUnusable, type catalogSchema, type Catalog } from './catalog';
import { loadCatalog, missingShared } from './load-catalog';
import { locate, positionOf, type ParsedFile } from './source';
import { fillPrices } from './templates';
import { moneyValue, productHint, whatExists } from './hints';
import { issuesToErrors } from './union-tags';

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

export function checkVariantFile(words: CompiledVocabulary, source: Source): { errors: AuthorError[]; reported: Set<string> | undefined } {
  const errors: AuthorError[] = [];
  if (source.file.endsWith('.json')) {
    if (source.schemaKey?.value !== schemaRef) {
      errors.push(authorError('MissingSchemaComment', source.schemaKey?.pos ?? { file: source.file, line: 1, col: 1 }, '', { jsonRef: schemaRef }));
    }
  } else if (source.firstLine.trim() !== schemaComment) {
    errors.push(authorError('MissingSchemaComment', { file: source.file, line: 1, col: 1 }, '', { yamlLine: schemaComment }));
  }
  const schemaErrors = words.checkJsonSchema('variant', source.value).map((e) => withHint(e, source.value, words.blockTypes));
  errors.push(...schemaErrors);
  return { errors, reported: schemaErrors.length ? new Set(schemaErrors.map((e) => e.path)) : undefined };
}

export function checkPage(
  words: CompiledVocabulary,
  source: SourceFile,
  unfilled: Record<string, unknown>,
  { catalog, site, reported }: { catalog: Catalog; site: Site | undefined; reported: Set<string> | undefined },
  errors: AuthorError[],
): LoadedPage | undefined {
  const locale = typeof unfilled.locale === 'string' ? unfilled.locale : 'en';
  const priceErrors: AuthorError[] = [];
  const resolved = fillPrices(unfilled, catalog, site?.locales[locale as 'en'] ?? englishPrices, priceErrors);
  const result = words.pageSchema.safeParse(resolved, { reportInput: true });
  const found: AuthorError[] = [];
  if (!result.success) {
    found.push(...issuesToErrors(words.pageSchema, resolved, result.error.issues, words.blockSchema).filter((e) => !reported?.has(e.path)));
  } else if (!reported) found.push(...unknownProducts(resolved, catalog));
  found.push(...undeclaredLocale(resolved, site));
  // Mistakes inside shared content are reported at the $ref that brought it onto this page
  // (fillPrices places its own: a template naming its product is wrong on every page alike).
  errors.push(...priceErrors, ...found.map((e) => attributeToRef(e, resolved)));
  if (!result.success || reported || found.length) return undefined;
  const page = { name: source.name, file: source.file, data: prepareBlocks(words, result.data), located: resolved };
  lineages.set(page, resolvedLineage(unfilled));
  return page;
}

/** A page in a language site.yaml does not declare: at its `locale:`, naming the ones it does (any BCP 47 tags). */
function undeclaredLocale(page: Record<string, unknown>, site: Site | undefined): AuthorError[] {
  const { locale } = page;
  // A tag that is not BCP 47 at all is the page schema's to report.
  if (!site || typeof locale !== 'string' || !localeTagPattern.test(locale) || Object.hasOwn(site.locales, locale)) return [];
  const declared = siteLocales(site);
  return [authorError('SchemaViolation', locate(page, 'locale') ?? positionOf(page, []), 'locale', { expectedOneOf: declared, got: locale })];
}

/** What each block's definition derives from its valid data (BlockDefinition.prepare). */
function prepareBlocks(words: CompiledVocabulary, page: PageData): PageData {
  return {
    ...page,
    blocks: page.blocks.map((data) => {
      const prepare = words.vocabulary.blocks[data.type]?.prepare as ((block: BlockData) => BlockData) | undefined;
      return prepare ? prepare(data) : data;
    }),
  };
}

/** Author errors of the file as written (ajv), with what only this project can add to them. */
function withHint(error: AuthorError, data: unknown, blockTypes: readonly string[]): AuthorError {
  const value = valueAt(data, parsePath(error.path));
  if (error.code === 'UnknownBlockType' && typeof value === 'string' && !error.message.includes('Did you mean')) {
    return authorError('UnknownBlockType', error.pos, error.path, { type: value, suggestion: whatExists(value, blockTypes, 'block types') });
  }
  if (error.path.endsWith('productId') && moneyValue(value) !== undefined) {
    return amend(error, 'suggestion', { suggestion: productHint(value, {}, 'productId') });
  }
  return error;
}

/**
 * Every `productId` on the page (the page's own, a pay button's, a spots banner's) must be in the
 * catalogue: a misspelt id would otherwise build and then fail as "Unknown product" at checkout.
 */
function unknownProducts(page: Record<string, unknown>, catalog: Catalog): AuthorError[] {
  const found: AuthorError[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, i]);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'productId' && typeof child === 'string' && !Object.hasOwn(catalog, child)) {
        // A product written wrong in products.yaml is reported there, once.
        if (isUnusable(catalog, child)) continue;
        found.push(
          authorError('UnknownProduct', locate(value, key), formatPath([...path, key]), {
            product: String(child),
            suggestion: productHint(child, catalog, 'productId'),
          }),
        );
      } else {
        walk(child, [...path, key]);
      }
    }
  };
  walk(page, []);
  return found;
}

export function loadShared(
  words: CompiledVocabulary,
  source: SourceFile | undefined,
  kind: 'products',
  schema: typeof catalogSchema,
  file: string,
): Shared<Catalog>;
export function loadShared<S extends z.ZodType>(
  words: CompiledVocabulary,
  source: SourceFile | undefined,
  kind: SchemaKind,
  schema: S,
  file: string,
  locales?: readonly string[],
): Shared<z.output<S>>;
export function loadShared(
  words: CompiledVocabulary,
  source: SourceFile | undefined,
  kind: SchemaKind,
  schema: z.ZodType,
  file: string,
  locales?: readonly string[],
): Shared<unknown> {
  if (kind === 'products') return loadCatalog(source, file);
  if (!source) return { value: undefined, errors: [missingShared(file)] };
  const schemaErrors = words.checkJsonSchema(kind, source.value, locales);
  if (schemaErrors.length) return { value: undefined, errors: schemaErrors };
  const result = schema.safeParse(source.value, { reportInput: true });
  if (result.success) return { value: result.data, errors: [] };
  return { value: undefined, errors: issuesToErrors(schema, source.value, result.error.issues) };
}

/** The variants each loaded page extends, nearest first (set by checkPage). */
const lineages = new WeakMap<LoadedPage, string[]>();

/**
 * Pages that share a route: the mistake is the copy, not the page that had the route first.
 * The original is the page the others extend, else the one named after the route
 * (`mansion.yaml` for /mansion), else the first by file name; each other page gets the error.
 */
export function checkRoutes(pages: LoadedPage[], errors: AuthorError[]) {
  const byRoute = new Map<string, LoadedPage[]>();
  for (const page of pages) byRoute.set(page.data.route, [...(byRoute.get(page.data.route) ?? []), page]);
  for (const [route, group] of byRoute) {
    if (group.length < 2) continue;
    const names = new Set(group.map((p) => p.name));
    const rank = (page: LoadedPage) => (lineageOf(page).some((parent) => names.has(parent)) ? 2 : 0) + (route.slice(1) === page.name ? 0 : 1);
    const original = group.reduce((best, page) => (rank(page) < rank(best) ? page : best));
    for (const page of group) {
      if (page === original) continue;
      errors.push(
        authorError('DuplicateRoute', locate(page.located, 'route') ?? { file: page.file, line: 1, col: 1 }, 'route', { route, file: original.file }),
      );
    }
  }
}

function lineageOf(page: LoadedPage): string[] {
  return lineages.get(page) ?? [];
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
