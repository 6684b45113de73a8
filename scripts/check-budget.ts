/**
 * npm run check:budget [--dist DIR]: the JavaScript a visitor gets before any interaction, per
 * built page, against the budget of the page's kind (src/render/page-script.ts: text, form,
 * dialog). How it counts:
 * - bytes: every inline script of the page, each by its own gzip size (an upper bound of what it
 *   adds to the gzipped HTML), plus every file fetched before input;
 * - requests: the files fetched before input, which are the chunks the inline loader (pageLoader,
 *   the script that holds `__landfallQueue`) imports after the load event and what they import
 *   statically. An inline script is bytes, never a request.
 * A dynamic import in any other inline script (a text page's: sending a signal, the tags' loader
 * after Accept) runs on input: its file must exist, and it is not counted. React islands, dialogs
 * and payments load only on intent, so they are not counted either, and React must not be among
 * the counted chunks. Fails when a page is over its kind's budget, loads React, asks for
 * JavaScript before the load event, or when build-time libraries (yaml, ajv, full zod) reach a
 * client chunk. The browser bench (npm run bench:pages) measures the same requests in Chromium.
 *
 * The marketers' area (DIR/studio/, when built) has a budget of its own: the JavaScript its page
 * fetches before the first screen (sign-in, or the leads screen), that is the entry its HTML names,
 * the chunks it preloads and everything they import statically. Screens, the lead detail and the
 * backend client load by route or on use, and are listed but not counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageBehaviours, pageKind, type PageKind } from '../src/render/page-script';
import { inlineScriptsOf } from './security-headers';
import { type Manifest, measureStudio, STUDIO_BUDGET_KB, staticClosure } from './studio-budget';

export { measureStudio, STUDIO_BUDGET_KB };

/**
 * Per kind of page: gzip kilobytes (1 kB = 1000 bytes) of JavaScript, inline or fetched, and script
 * requests before any interaction. Text pages carry one inline script (measured 1.9 kB); the
 * others the loader (0.87 kB, 0.94 with the thank-you pages' query names) and the client entry
 * (10.07 kB, 2 files, with the first steps' code: the founder intro, and the partnership form the
 * React dialog takes over with what was typed, which cost 0.31 kB), measured in November 2026.
 */
export const budgets: Record<PageKind, { kb: number; requests: number }> = {
  text: { kb: 2, requests: 1 },
  form: { kb: 11.25, requests: 2 },
  dialog: { kb: 11.25, requests: 2 },
};

/** The inline loader (pageLoader in src/render/document.tsx): the one inline script whose imports are fetched before input. */
const isLoader = (code: string) => code.includes('__landfallQueue');

/**
 * React in a chunk: strings of react-dom and of React's element runtime that survive minification
 * (checked against the built react-dom and jsx-runtime chunks; absent from the behaviours).
 */
export const reactMarker = /__REACT_DEVTOOLS_GLOBAL_HOOK__|react\.transitional\.element/;

/**
 * Code that must never reach a browser. Markers are string literals that survive minification,
 * checked against real bundles of each library (and against react, react-dom, motion, radix,
 * lucide and zod/mini, which must not match). Rolldown writes strings as `…`, '…' or "…".
 */
const forbidden: { name: string; marker: RegExp }[] = [
  { name: 'yaml', marker: /YAMLParseError|tag:yaml\.org,2002:/ },
  { name: 'ajv', marker: /strictTypes|must have required property/ },
  { name: 'zod (full; zod/mini is fine)', marker: /[`'"]Zod(Error|Object|String)[`'"]/ },
];

export interface PageBudget {
  file: string;
  route: string;
  kind: PageKind;
  /** Every JS file fetched before interaction, with its gzip size in bytes. */
  scripts: { file: string; gzip: number }[];
  /** Gzip bytes of the page's inline scripts, each compressed alone. */
  inlineGzip: number;
  /** Inline and fetched together. */
  gzipBytes: number;
  /** Whether any of those files is React. */
  react: boolean;
  islands: string[];
  behaviours: string[];
  problems: string[];
}

export function routeForFile(file: string): string {
  const path = file.split(sep).join('/');
  if (path === '404.html') return '*';
  if (path === 'index.html') return '/';
  return `/${path.replace(/(\/index)?\.html$/, '')}`;
}

/** The site's pages in a build folder: every HTML file but the marketers' area and the assets. */
export function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // studio/: the marketers' area, a separate build no visitor loads (scripts/build-studio.ts).
    if (entry.isDirectory())
      return entry.name.startsWith('.') || ['assets', 'media'].includes(entry.name) || (dir === base && entry.name === 'studio') ? [] : htmlFiles(path, base);
    return entry.name.endsWith('.html') ? [relative(base, path)] : [];
  });
}

export function measurePages(distDir: string): { pages: PageBudget[]; problems: string[] } {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build first (npx tsx scripts/build.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  const pages = htmlFiles(distDir)
    .sort()
    .map((file): PageBudget => {
      const html = readFileSync(join(distDir, file), 'utf8');
      const problems: string[] = [];
      for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
        if (/rel=["']?(modulepreload|preload)/i.test(tag) && /\.m?js\b|as=["']?script/i.test(tag)) {
          problems.push(`loads JavaScript before the load event: ${tag}`);
        }
      }
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
        if (/\bsrc=/i.test(tag)) problems.push(`has a script tag with src (must be imported after load): ${tag}`);
      }
      const kind = pageKind(html);
      const budget = budgets[kind];
      const inline = inlineScriptsOf(html);
      const entries: string[] = [];
      for (const code of inline) {
        const imports = [...code.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
        if (!isLoader(code)) {
          // On input: not counted, but it must be there to load.
          for (const file of imports)
            if (!existsSync(join(distDir, file))) problems.push(`an inline script imports ${file} on input, which is not in the build`);
          continue;
        }
        if (imports.length && !/addEventListener\(\s*["'`]load["'`]/.test(code)) {
          problems.push(`an inline script imports ${imports.join(', ')} without waiting for the load event`);
        }
        entries.push(...imports);
      }
      const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
      const behaviours = pageBehaviours(html);
      if ((islands.length || behaviours.length) && !inline.length) problems.push(`has islands or behaviours but no script that runs them`);
      if (kind !== 'text' && islands.length && !entries.length) problems.push(`has islands but no loader script`);
      const keys = new Set<string>();
      for (const entry of entries) {
        const key = keyByFile.get(entry);
        if (!key) problems.push(`loader imports ${entry}, which is not in the manifest`);
        else staticClosure(manifest, key, keys);
      }
      for (const island of islands) {
        if (!manifest[`src/${island}.island.tsx`]) problems.push(`island "${island}" has no chunk (src/${island}.island.tsx is not in the manifest)`);
      }
      const scripts = [...keys].map((key) => ({ file: manifest[key]!.file, gzip: gzipSize(manifest[key]!.file) }));
      const inlineGzip = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
      const gzipBytes = inlineGzip + scripts.reduce((sum, s) => sum + s.gzip, 0);
      const react = scripts.some((script) => reactMarker.test(readFileSync(join(distDir, script.file), 'utf8')));
      if (gzipBytes > budget.kb * 1000)
        problems.push(
          `${(gzipBytes / 1000).toFixed(2)} kB gzip of JavaScript before interaction (${(inlineGzip / 1000).toFixed(2)} kB inline) is over the ${budget.kb} kB budget of a ${kind} page`,
        );
      if (scripts.length > budget.requests)
        problems.push(
          `${scripts.length} script requests before interaction, over the budget of ${budget.requests} for a ${kind} page (${scripts.map((s) => s.file).join(', ')})`,
        );
      if (react) problems.push(`loads React before any interaction (${scripts.map((s) => s.file).join(', ')}); React must wait for intent`);
      return { file, route: routeForFile(file), kind, scripts, inlineGzip, gzipBytes, react, islands, behaviours, problems };
    });

  const problems: string[] = [];
  const assetsDir = join(distDir, 'assets');
  const chunks = existsSync(assetsDir) ? readdirSync(assetsDir).filter((f) => /\.m?js$/.test(f)) : [];
  for (const chunk of chunks) {
    const text = readFileSync(join(assetsDir, chunk), 'utf8');
    for (const { name, marker } of forbidden) {
      const found = text.match(marker);
      if (found) problems.push(`assets/${chunk} contains ${name} code (found "${found[0]}"); it belongs to the build only`);
    }
  }
  return { pages, problems };
}

function main() {
  const distFlag = process.argv.indexOf('--dist');
  const distDir = resolve(distFlag > 0 && process.argv[distFlag + 1] ? process.argv[distFlag + 1]! : join(import.meta.dirname, '..', 'dist'));
  const { pages, problems } = measurePages(distDir);
  const width = Math.max(5, ...pages.map((p) => p.route.length));
  const limits = Object.entries(budgets)
    .map(([kind, b]) => `${kind} ${b.kb} kB and ${b.requests} request${b.requests === 1 ? '' : 's'}`)
    .join(', ');
  console.log(
    `JavaScript before interaction (gzip; inline scripts are bytes, not requests), budget per kind of page: ${limits}; no React; ${relative(process.cwd(), distDir) || '.'}`,
  );
  console.log(`${'route'.padEnd(width)}  kind    ${'JS kB gz'.padStart(8)}  ${'inline'.padStart(6)}  requests  react  behaviours · islands on intent`);
  for (const page of pages) {
    const mark = page.problems.length ? '✗' : '✓';
    const parts = [...page.behaviours, ...page.islands.map((island) => `${island} (on intent)`)];
    console.log(
      `${page.route.padEnd(width)}  ${page.kind.padEnd(6)}  ${(page.gzipBytes / 1000).toFixed(2).padStart(8)}  ${(page.inlineGzip / 1000).toFixed(2).padStart(6)}  ${String(page.scripts.length).padStart(8)}  ${(page.react ? 'yes' : 'no').padStart(5)}  ${parts.join(', ') || '-'} ${mark}`,
    );
  }
  const studio = measureStudio(distDir);
  if (studio) {
    const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);
    console.log(`\nStudio (marketers' area): JavaScript before the first screen (gzip), budget ${STUDIO_BUDGET_KB} kB`);
    for (const script of studio.scripts) console.log(`  ${kB(script.gzip)}  ${script.file}`);
    console.log(`  ${kB(studio.gzipBytes)}  before the first screen ${studio.problems.length ? '✗' : '✓'}`);
    console.log('Loaded by route or on use (not counted):');
    for (const script of studio.lazy) console.log(`  ${kB(script.gzip)}  ${script.file}`);
  }
  const all = [...pages.flatMap((p) => p.problems.map((m) => `${p.file}: ${m}`)), ...problems, ...(studio?.problems ?? [])];
  if (all.length) {
    console.error('');
    for (const message of all) console.error(`✗ ${message}`);
    console.error(`\nBudget check failed: ${all.length} problem${all.length === 1 ? '' : 's'}.`);
    process.exit(1);
  }
  console.log(
    `✓ ${pages.length} pages within their kind's budget, without React; no JavaScript before load; no yaml, ajv or full zod in client chunks${studio ? `; the studio's first screen within ${STUDIO_BUDGET_KB} kB` : ''}.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
