import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../../scripts/build-site.ts';
import { parseHeadersFile } from '../../../scripts/security-headers.ts';

export const repoRoot = join(import.meta.dirname, '../../..');
export const experimentsDir = join(import.meta.dirname, 'fixtures/experiments');

/** Titles of the two arms' pages (variants/home.yaml and variants/country.yaml). */
export const CONTROL_TITLE = 'World Cup of Land — 1 of 100 Ambassadors per Country';
export const ARM_TITLE = 'Become a Country Ambassador — World Cup of Land | Landfall';

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * The real site built with the edge tests' experiment (fixtures/experiments): into a temporary
 * folder, or LANDFALL_EDGE_DIST when a build with that experiment exists already
 * (`npx tsx scripts/build.ts --out DIR` cannot name an experiments folder; buildSite can).
 */
export async function builtSite(): Promise<string> {
  const given = process.env.LANDFALL_EDGE_DIST;
  const manifest = join(given ?? '', '_experiments.json');
  if (given && existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"home-country"')) return given;
  const outDir = given ?? mkdtempSync(join(tmpdir(), 'landfall-edge-'));
  const result = await buildSite({ root: repoRoot, outDir, experimentsDir, quiet: true });
  if (!result.ok) throw new Error(`build failed:\n${result.messages.join('\n')}`);
  return outDir;
}

/** The headers the build wrote for hosts (`_headers`, block /*), names in lower case as fetch gives them. */
export function hostHeaders(dist: string): Record<string, string> {
  const headers = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
