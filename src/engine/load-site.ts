import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseYamlFile } from './source';
import { sortErrors, type AuthorError } from './errors';
import { checkJsonSchema, type SchemaKind } from './json-schema';
import { Resolver, type SourceFile } from './resolve';
import { fillPrices } from './templates';
import { zodIssuesToErrors } from './zod-issues';
import { pageSchema, type PageData } from './page-schema';
import { siteSchema, type Site } from './site-schema';
import { catalogSchema, type Catalog } from './catalog';
import { dialogsSchema, type Dialogs } from '../dialogs/dialogs-schema';
import { setMediaChecker } from './media';
import { locate } from './source';
import type { z } from 'zod';

export const schemaComment = '# yaml-language-server: $schema=../schemas/variant.schema.json';

export interface LoadedPage {
  /** File name without .yaml: what `extends` names. */
  name: string;
  file: string;
  data: PageData;
  /** The resolved data before parsing, which still carries source positions. */
  located: unknown;
}

export interface LoadedSite {
  pages: LoadedPage[];
  site: Site | undefined;
  catalog: Catalog;
  /** Texts and settings of the dialogs and toasts (variants/_shared/dialogs.yaml). */
  dialogs: Dialogs | undefined;
  errors: AuthorError[];
}

export interface LoadOptions {
  /** Project root; variants/ and public/ are found under it. */
  root: string;
  /** Another variants folder (tests, previews); files are still reported as variants/…. */
  variantsDir?: string;
  /** Restrict the report to these files (paths relative to root); all files still load. */
  only?: string[];
}

function readYamlDir(abs: string, label: string): { name: string; file: string; text: string }[] {
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
    .sort()
    .map((f) => ({ name: basename(f, '.yaml'), file: `${label}/${f}`, text: readFileSync(join(abs, f), 'utf8') }));
}

/** Reads, resolves and validates every variant; never throws on bad content. */
export function loadSite({ root, only, variantsDir = join(root, 'variants') }: LoadOptions): LoadedSite {
  const errors: AuthorError[] = [];
  setMediaChecker((src) => existsSync(join(root, 'public', src)));

  const parse = (entries: { name: string; file: string; text: string }[]) => {
    const out = new Map<string, SourceFile & { firstLine: string }>();
    for (const entry of entries) {
      const parsed = parseYamlFile(entry.file, entry.text);
      for (const e of parsed.syntaxErrors) errors.push({ code: 'YamlSyntax', pos: e.pos, path: '', message: e.message });
      if (!parsed.syntaxErrors.length) out.set(entry.name, { name: entry.name, file: entry.file, value: parsed.value, firstLine: parsed.firstLine });
    }
    return out;
  };
  const variants = parse(readYamlDir(variantsDir, 'variants'));
  const shared = parse(readYamlDir(join(variantsDir, '_shared'), 'variants/_shared'));

  const catalog = loadShared(shared.get('products'), 'products', catalogSchema, errors, 'variants/_shared/products.yaml') ?? {};
  const site = loadShared(shared.get('site'), 'site', siteSchema, errors, 'variants/_shared/site.yaml');
  const dialogs = loadShared(shared.get('dialogs'), 'dialogs', dialogsSchema, errors, 'variants/_shared/dialogs.yaml');

  // Paths ajv already reported per file, so zod adds only what ajv could not say.
  const reportedPaths = new Map<string, Set<string>>();
  for (const source of variants.values()) {
    if (source.firstLine.trim() !== schemaComment) {
      errors.push({
        code: 'MissingSchemaComment',
        pos: { file: source.file, line: 1, col: 1 },
        path: '',
        message: `The first line must be: ${schemaComment}`,
      });
    }
    const schemaErrors = checkJsonSchema('variant', source.value);
    if (schemaErrors.length) reportedPaths.set(source.name, new Set(schemaErrors.map((e) => e.path)));
    errors.push(...schemaErrors);
  }

  const resolver = new Resolver(variants, shared);
  const pages: LoadedPage[] = [];
  for (const source of variants.values()) {
    const before = resolver.errors.length;
    const resolved = resolver.resolveVariant(source.name);
    // A page whose references did not resolve would only repeat those errors.
    if (!resolved || resolver.errors.length > before) continue;
    const locale = typeof resolved.locale === 'string' ? resolved.locale : 'en';
    fillPrices(resolved, catalog, site?.locales[locale as 'en']?.numberLocale ?? 'en-US', errors);
    const result = pageSchema.safeParse(resolved, { reportInput: true });
    const already = reportedPaths.get(source.name);
    if (!result.success) {
      const zodErrors = zodIssuesToErrors(pageSchema, resolved, result.error.issues);
      errors.push(...zodErrors.filter((e) => !already?.has(e.path)));
      continue;
    }
    if (already) continue;
    if (!catalog[result.data.productId]) {
      errors.push({
        code: 'UnknownProduct',
        pos: locate(resolved, 'productId'),
        path: 'productId',
        message: `No product "${result.data.productId}" in variants/_shared/products.yaml`,
      });
      continue;
    }
    pages.push({ name: source.name, file: source.file, data: result.data, located: resolved });
  }
  errors.push(...resolver.errors);
  checkRoutes(pages, errors);

  const wanted = only?.map((f) => relative(root, join(root, f)));
  const reported = wanted ? errors.filter((e) => !e.pos || wanted.includes(e.pos.file)) : errors;
  return { pages, site, catalog, dialogs, errors: sortErrors(dedupe(reported)) };
}

function loadShared<S extends z.ZodType>(
  source: SourceFile | undefined,
  kind: SchemaKind,
  schema: S,
  errors: AuthorError[],
  file: string,
): z.output<S> | undefined {
  if (!source) {
    errors.push({ code: 'UnresolvedRef', pos: { file, line: 1, col: 1 }, path: '', message: `${file} is missing` });
    return undefined;
  }
  const schemaErrors = checkJsonSchema(kind, source.value);
  if (schemaErrors.length) {
    errors.push(...schemaErrors);
    return undefined;
  }
  const result = schema.safeParse(source.value, { reportInput: true });
  if (result.success) return result.data;
  errors.push(...zodIssuesToErrors(schema, source.value, result.error.issues));
  return undefined;
}

function checkRoutes(pages: LoadedPage[], errors: AuthorError[]) {
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

function dedupe(errors: AuthorError[]): AuthorError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.pos?.file}:${e.pos?.line}:${e.pos?.col}|${e.path}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
