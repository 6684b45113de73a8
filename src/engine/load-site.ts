import { basename, extname, join, relative } from 'node:path';
import { parseJsonFile, parseYamlFile } from './source';
import { authorError, sortErrors, type AuthorError } from './errors';
import { isMap, Resolver, type SourceFile } from './resolve';
import { siteLocales, siteSchema, type Site } from './site-schema';
import { localesWritten } from '../lib/locales';
import { catalogSchema, type Catalog } from './catalog';
import { setMediaChecker } from './media';
import { checkPage, checkRoutes, checkVariantFile, dedupe, loadShared, type Shared, type Source } from './checks';
import { readYamlDir, SiteCache, type YamlFile } from './site-cache';
import { filesRead, groupFamilies, linksOf } from './family-cache';
import { checkLocales } from './locale-checks';
import type { LoadedPage } from './loaded-page';
import type { CompiledVocabulary } from './compile-vocabulary';

export { schemaComment, schemaRef } from './checks';
export type { LoadedPage } from './loaded-page';

export interface LoadedSite<Dialogs = unknown> {
  pages: LoadedPage[];
  site: Site | undefined;
  catalog: Catalog;
  /** Texts and settings of the dialogs and toasts (variants/_shared/dialogs.yaml), by the site's own schema. */
  dialogs: Dialogs | undefined;
  errors: AuthorError[];
  /** Every variant file, broken or not, with its route and the files it reads (see errorsForRoute). */
  variantFiles: VariantFile[];
}

export interface VariantFile {
  file: string;
  /** The route it is valid for, or the one it asks for: its own `route:`, else its parent's. */
  route: string | undefined;
  /** Its own file, what it extends and the shared files it reaches through $ref. */
  reads: string[];
}

export interface LoadOptions {
  /** Project root; variants/ and public/ are found under it. */
  root: string;
  /** Another variants folder (tests, previews); files are still reported as variants/…. */
  variantsDir?: string;
  /** Restrict the report to these files (paths relative to root); all files still load. */
  only?: string[];
  /**
   * Texts read instead of the files on disk, by the name messages give the file
   * ("variants/promo.yaml", "variants/_shared/footer.yaml"); a name not on disk is a file added.
   * The page editor's preview: the site as it would be with an edit, nothing written.
   */
  overrides?: ReadonlyMap<string, string>;
}

interface PageOutcome {
  page: LoadedPage | undefined;
  /** Errors of the page's own checks, in the order they were found. */
  errors: AuthorError[];
  /** Errors the resolver found while resolving this page and what it extends first. */
  resolverErrors: AuthorError[];
}

/** The results a cache keeps for this loader, one memo per kind. */
function memosFor(cache: SiteCache) {
  return {
    whole: cache.memo<LoadedSite>(),
    files: cache.memo<{ errors: AuthorError[]; source: Source | undefined }>(),
    links: cache.memo<ReturnType<typeof linksOf>>(),
    checks: cache.memo<{ errors: AuthorError[]; reported: Set<string> | undefined }>(),
    catalog: cache.memo<Shared<Catalog>>(),
    site: cache.memo<Shared<Site>>(),
    dialogs: cache.memo<Shared<unknown>>(),
    families: cache.memo<Map<string, PageOutcome>>(),
  };
}
type Memos = ReturnType<typeof memosFor>;
/** A cache's memos per vocabulary: two sites loaded through one cache keep apart. */
const memosByCache = new WeakMap<SiteCache, WeakMap<CompiledVocabulary, Memos>>();

/**
 * Reads, resolves and validates every variant with a site's vocabulary; never throws on bad
 * content. A site calls it through its engine (createEngine(…).loadSite). With a cache kept
 * between calls (the dev server), only what changed since the last call is done again; the
 * result is the same either way.
 */
export function loadSiteWith(
  words: CompiledVocabulary,
  { root, only, variantsDir = join(root, 'variants'), overrides }: LoadOptions,
  cache = new SiteCache(),
): LoadedSite {
  const byWords = memosByCache.get(cache) ?? new WeakMap<CompiledVocabulary, Memos>();
  memosByCache.set(cache, byWords);
  const memos = byWords.get(words) ?? memosFor(cache);
  byWords.set(words, memos);
  cache.media.startLoad(root);
  setMediaChecker(cache.media.exists);
  const variantFiles = withOverrides(readYamlDir(variantsDir, 'variants'), 'variants', overrides);
  const sharedFiles = withOverrides(readYamlDir(join(variantsDir, '_shared'), 'variants/_shared'), 'variants/_shared', overrides);
  const inputs = [root, variantsDir, only?.join('\n'), ...[...variantFiles, ...sharedFiles].flatMap((f) => [f.file, f.text])];
  let validated = false;
  const site = memos.whole.get('site', inputs, () => {
    validated = true;
    return validate(words, root, only, variantFiles, sharedFiles, memos);
  });
  if (validated) cache.passDone();
  return site;
}

function validate(
  words: CompiledVocabulary,
  root: string,
  only: string[] | undefined,
  variantFiles: YamlFile[],
  sharedFiles: YamlFile[],
  memos: Memos,
): LoadedSite {
  const errors: AuthorError[] = [];
  const parse = (entries: YamlFile[]) => {
    const out = new Map<string, Source>();
    const fileOf = new Map<string, string>();
    for (const { name, file, text } of entries) {
      const first = fileOf.get(name);
      if (first) {
        errors.push(authorError('DuplicateName', { file, line: 1, col: 1 }, '', { first, file, name }));
        continue;
      }
      fileOf.set(name, file);
      const parsed = memos.files.get(file, [text], () => {
        const { syntaxErrors, value, firstLine, schemaKey } = (file.endsWith('.json') ? parseJsonFile : parseYamlFile)(file, text);
        return {
          errors: syntaxErrors,
          source: syntaxErrors.length ? undefined : { name, file, value, firstLine, schemaKey },
        };
      });
      errors.push(...parsed.errors);
      if (parsed.source) out.set(name, parsed.source);
    }
    return out;
  };
  const variants = parse(variantFiles);
  const shared = parse(sharedFiles);

  const products = shared.get('products');
  const catalogLoad = memos.catalog.get('products', [products], () => loadShared(words, products, 'products', catalogSchema, 'variants/_shared/products.yaml'));
  const siteSource = shared.get('site');
  const siteLoad = memos.site.get('site', [siteSource], () => loadShared(words, siteSource, 'site', siteSchema, 'variants/_shared/site.yaml'));
  const dialogsSource = shared.get('dialogs');
  // dialogs.yaml has texts in each language site.yaml declares: without valid site settings there
  // are none to check it against, and site.yaml's own errors say why.
  const locales = siteLoad.value ? siteLocales(siteLoad.value) : undefined;
  const dialogsLoad = memos.dialogs.get('dialogs', [dialogsSource, locales?.join(' ')], () =>
    locales
      ? loadShared(words, dialogsSource, 'dialogs', words.dialogsSchema(locales), 'variants/_shared/dialogs.yaml', locales)
      : { value: undefined, errors: [] },
  );
  errors.push(...catalogLoad.errors, ...siteLoad.errors, ...dialogsLoad.errors);
  const catalog = catalogLoad.value ?? {};
  const site = siteLoad.value;

  // Paths ajv already reported per file, so zod adds only what ajv could not say.
  const reportedPaths = new Map<string, Set<string>>();
  for (const source of variants.values()) {
    const check = memos.checks.get(source.file, [source], () => checkVariantFile(words, source));
    if (check.reported) reportedPaths.set(source.name, check.reported);
    errors.push(...check.errors);
  }

  const outcomes = new Map<string, PageOutcome>();
  const links = (source: SourceFile) => memos.links.get(source.file, [source], () => linksOf(source.value));
  for (const { members, deps } of groupFamilies(variants, shared, links)) {
    const slot = members.map((m) => m.name).join('\n');
    const family = memos.families.get(slot, [...deps, catalogLoad, siteLoad], () => {
      const resolver = new Resolver(variants, shared);
      const out = new Map<string, PageOutcome>();
      for (const source of members) {
        const before = resolver.errors.length;
        const resolved = resolver.resolveVariant(source.name);
        const pageErrors: AuthorError[] = [];
        // A page whose references did not resolve would only repeat those errors.
        const page =
          resolved && resolver.errors.length === before
            ? checkPage(words, source, resolved, { catalog, site, reported: reportedPaths.get(source.name) }, pageErrors)
            : undefined;
        out.set(source.name, { page, errors: pageErrors, resolverErrors: resolver.errors.slice(before) });
      }
      return out;
    });
    for (const [name, outcome] of family) outcomes.set(name, outcome);
  }

  // In file order, as if one resolver had gone through every page: the same errors in the same order.
  const pages: LoadedPage[] = [];
  for (const source of variants.values()) {
    const outcome = outcomes.get(source.name);
    errors.push(...(outcome?.errors ?? []));
    if (outcome?.page) pages.push(outcome.page);
  }
  for (const source of variants.values()) errors.push(...(outcomes.get(source.name)?.resolverErrors ?? []));
  checkRoutes(pages, errors);
  // The languages as site.yaml writes them, even when a mistake elsewhere in it leaves no settings.
  errors.push(...checkLocales(pages, sharedFiles, site ? siteLocales(site) : localesWritten(siteSource?.value), words.vocabulary.completionBlock));

  const filesNamed = { variants: filesByName(variantFiles), shared: filesByName(sharedFiles) };
  const pageFiles = variantFiles.map(({ name, file, text }) => ({
    file,
    route: outcomes.get(name)?.page?.data.route ?? declaredRoute(name, variants) ?? routeInText(text),
    reads: filesRead(name, variants, shared, links, filesNamed),
  }));

  const wanted = only?.map((f) => relative(root, join(root, f)));
  const reported = wanted ? errors.filter((e) => !e.pos || wanted.includes(e.pos.file)) : errors;
  return { pages, site, catalog, dialogs: dialogsLoad.value, errors: sortErrors(dedupe(reported)), variantFiles: pageFiles };
}

/**
 * A folder's files with the overrides of that folder in place of (or beside) the texts on disk,
 * in file-name order as on disk. The texts are the cache's inputs, so an override is validated
 * as an edit would be, and the files it leaves alone keep their results.
 */
function withOverrides(files: YamlFile[], label: string, overrides: ReadonlyMap<string, string> | undefined): YamlFile[] {
  if (!overrides?.size) return files;
  const byFile = new Map(files.map((f) => [f.file, f]));
  for (const [file, text] of overrides) {
    const folder = /^(variants(?:\/_shared)?)\/([^/_][^/]*\.(?:yaml|json))$/.exec(file);
    if (!folder) throw new Error(`${file} is not a variant file: overrides name variants/NAME.yaml or variants/_shared/NAME.yaml (or .json)`);
    const name = folder[2]!;
    if (folder[1] === label) byFile.set(file, { name: basename(name, extname(name)), file, text });
  }
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function filesByName(entries: YamlFile[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const { name, file } of entries) files.set(name, [...(files.get(name) ?? []), file]);
  return files;
}

/** The route a page that did not validate asks for: its own `route:`, else the one it extends. */
function declaredRoute(name: string, variants: Map<string, SourceFile>): string | undefined {
  const seen = new Set<string>();
  for (let next: unknown = name; typeof next === 'string' && !seen.has(next); ) {
    seen.add(next);
    const value = variants.get(next)?.value;
    if (!isMap(value)) return undefined;
    if (typeof value.route === 'string') return value.route;
    next = value.extends;
  }
  return undefined;
}

/** A file that does not parse still names its route on a line of its own, most of the time. */
function routeInText(text: string): string | undefined {
  return /^\s*"?route"?\s*:\s*["']?(\/[^\s"',#}]*)/m.exec(text)?.[1];
}

/** Files every page reads: a mistake in one of them stops the whole site. */
const siteWideFile = /^variants\/_shared\/(site|products|dialogs)\.(yaml|json)$/;

/**
 * The errors that stop the page at `route` (the dev server; the build and the CLI stop on any):
 * those in the files its variant reads, those of the files every page reads, and those with no
 * file. A broken variant thus shows on its own route only; every other route keeps rendering.
 */
export function errorsForRoute(site: LoadedSite, route: string): AuthorError[] {
  const reads = new Set(site.variantFiles.filter((v) => v.route === route).flatMap((v) => v.reads));
  return site.errors.filter((e) => stopsEveryPage(e) || reads.has(e.pos?.file ?? ''));
}

/** Whether an error stops every page (a file every page reads, or no file at all). */
export function stopsEveryPage(error: AuthorError): boolean {
  return !error.pos || siteWideFile.test(error.pos.file);
}
