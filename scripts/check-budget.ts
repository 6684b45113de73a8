/**
 * npm run check:budget [--dist DIR]: the JavaScript a visitor fetches before any interaction,
 * per built page, against the budget. Fails when a page is over budget, when a page asks for
 * JavaScript before the load event, or when build-time libraries (yaml, ajv, full zod) reach a
 * client chunk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzip kilobytes (1 kB = 1000 bytes) of JavaScript a page may load before any interaction. */
export const BUDGET_KB = 110;

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

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  file: string;
  route: string;
  /** Every JS file fetched before interaction, with its gzip size in bytes. */
  scripts: { file: string; gzip: number }[];
  gzipBytes: number;
  islands: string[];
  problems: string[];
}

export function routeForFile(file: string): string {
  const path = file.split(sep).join('/');
  if (path === '404.html') return '*';
  if (path === 'index.html') return '/';
  return `/${path.replace(/(\/index)?\.html$/, '')}`;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'assets' || entry.name === 'media' ? [] : htmlFiles(path, base);
    return entry.name.endsWith('.html') ? [relative(base, path)] : [];
  });
}

/** The chunk and every chunk it imports statically (what the browser fetches with it). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
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
      const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
      const entries: string[] = [];
      for (const code of inline) {
        const imports = [...code.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
        if (imports.length && !/addEventListener\(\s*["'`]load["'`]/.test(code)) {
          problems.push(`an inline script imports ${imports.join(', ')} without waiting for the load event`);
        }
        entries.push(...imports);
      }
      const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
      if (islands.length && !entries.length) problems.push(`has islands (${islands.join(', ')}) but no loader script`);

      const keys = new Set<string>();
      for (const entry of entries) {
        const key = keyByFile.get(entry);
        if (!key) problems.push(`loader imports ${entry}, which is not in the manifest`);
        else staticClosure(manifest, key, keys);
      }
      if (entries.length) {
        for (const island of islands) {
          const key = `src/${island}.island.tsx`;
          if (!manifest[key]) problems.push(`island "${island}" has no chunk (${key} is not in the manifest)`);
          else staticClosure(manifest, key, keys);
        }
      }
      const scripts = [...keys].map((key) => ({ file: manifest[key]!.file, gzip: gzipSize(manifest[key]!.file) }));
      const gzipBytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
      if (gzipBytes > BUDGET_KB * 1000) problems.push(`${(gzipBytes / 1000).toFixed(1)} kB gzip of JavaScript is over the ${BUDGET_KB} kB budget`);
      return { file, route: routeForFile(file), scripts, gzipBytes, islands, problems };
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
  console.log(`JavaScript before interaction (gzip), budget ${BUDGET_KB} kB per page, ${relative(process.cwd(), distDir) || '.'}`);
  console.log(`${'route'.padEnd(width)}  ${'JS kB gz'.padStart(8)}  files  islands`);
  for (const page of pages) {
    const mark = page.problems.length ? '✗' : '✓';
    console.log(
      `${page.route.padEnd(width)}  ${(page.gzipBytes / 1000).toFixed(1).padStart(8)}  ${String(page.scripts.length).padStart(5)}  ${page.islands.join(', ') || '-'} ${mark}`,
    );
  }
  const all = [...pages.flatMap((p) => p.problems.map((m) => `${p.file}: ${m}`)), ...problems];
  if (all.length) {
    console.error('');
    for (const message of all) console.error(`✗ ${message}`);
    console.error(`\nBudget check failed: ${all.length} problem${all.length === 1 ? '' : 's'}.`);
    process.exit(1);
  }
  console.log(`✓ ${pages.length} pages within ${BUDGET_KB} kB; no JavaScript before load; no yaml, ajv or full zod in ${'client chunks'}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
