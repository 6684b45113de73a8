import { sep } from 'node:path';
import { htmlFiles, routeForFile } from '../check-budget';

export interface BuiltPage {
  route: string;
  /** What a browser asks for: vite preview and static hosts serve /x from x.html, /x/ from x/index.html. */
  path: string;
}

/**
 * Every page in a build folder, from its HTML files alone, so any build layout can be measured:
 * the pages check-budget counts, without the marketers' area (studio/, a signed-in app that
 * paints nothing without its backend: Lighthouse stopped the whole bench there with NO_FCP).
 */
export function builtPages(distDir: string): BuiltPage[] {
  return htmlFiles(distDir)
    .map((file) => file.split(sep).join('/'))
    .sort()
    .map((file) => ({ route: routeForFile(file), path: pathForFile(file) }));
}

function pathForFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

export function selectPages(pages: BuiltPage[], only: string[] | undefined): BuiltPage[] {
  const chosen = pages.filter((p) => !only || only.includes(p.route) || only.includes(p.path));
  if (!chosen.length) throw new Error(`No built page matches ${only?.join(', ')}; built: ${pages.map((p) => p.route).join(', ')}`);
  return chosen;
}
