/**
 * The marketers' area's share of npm run check:budget (scripts/check-budget.ts runs it): the
 * JavaScript DIR/studio/ fetches before its first screen against its own budget, and the Vite
 * manifest walk both budgets count with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip kilobytes of JavaScript the studio may load before its first screen. */
export const STUDIO_BUDGET_KB = 100;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk and every chunk it imports statically (what the browser fetches with it). */
export function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

export interface StudioBudget {
  /** The JavaScript fetched before the first screen (entry, preloads, their static imports). */
  scripts: { file: string; gzip: number }[];
  gzipBytes: number;
  /** Every other chunk: loaded by route or on use. */
  lazy: { file: string; gzip: number }[];
  problems: string[];
}

const gzipOf = (path: string) => gzipSync(readFileSync(path)).length;

/** The studio's first-screen JavaScript against its budget; undefined when DIR has no studio. */
export function measureStudio(distDir: string): StudioBudget | undefined {
  const studioDir = join(distDir, 'studio');
  const manifestPath = join(studioDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(studioDir, 'index.html'), 'utf8');
  const problems: string[] = [];
  // What the page itself names: its module script and the chunks it preloads.
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/studio\/([^"]+\.m?js)"/gi)].map((m) => m[1]!);
  if (!named.length) problems.push('studio/index.html names no script');
  const keys = new Set<string>();
  for (const file of named) {
    const key = keyByFile.get(file);
    if (key) staticClosure(manifest, key, keys);
    else problems.push(`studio/index.html names ${file}, which is not in the studio's manifest`);
  }
  const first = new Set([...keys].map((key) => manifest[key]!.file));
  const sized = (file: string) => ({ file, gzip: gzipOf(join(studioDir, file)) });
  const scripts = [...first].map(sized);
  const lazy = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /\.m?js$/.test(file) && !first.has(file))
    .sort()
    .map(sized);
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
  if (gzipBytes > STUDIO_BUDGET_KB * 1000)
    problems.push(
      `studio: ${(gzipBytes / 1000).toFixed(1)} kB gzip of JavaScript before the first screen (${scripts.map((s) => s.file).join(', ')}) is over the ${STUDIO_BUDGET_KB} kB budget; load what the sign-in and leads screens do not draw by route or on use (React.lazy, import())`,
    );
  return { scripts, gzipBytes, lazy, problems };
}
