import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeForFile } from '../check-budget';

export interface BuiltPage {
  route: string;
  /** What a browser asks for: vite preview and static hosts serve /x from x.html, /x/ from x/index.html. */
  path: string;
}

/** Every page in a build folder, from its HTML files alone, so any build layout can be measured. */
export function builtPages(distDir: string): BuiltPage[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'assets' || entry.name === 'media' ? [] : files(path);
      return entry.name.endsWith('.html') ? [relative(distDir, path).split(sep).join('/')] : [];
    });
  return files(distDir)
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
