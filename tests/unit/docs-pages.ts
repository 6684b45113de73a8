import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './engine/variants-dir';

/**
 * The README and every page under docs/, read the way the docs tests need them: fenced code
 * blocks apart, and the prose with those blocks blanked out, so a `#` comment or a link inside a
 * sample is never taken for a heading or a link of the page.
 */
export interface DocPage {
  /** Repository path, like `docs/marketers/variants.md`. */
  path: string;
  text: string;
  /** The page with every fenced block's lines emptied (line numbers kept). */
  prose: string;
  fences: Fence[];
}

export interface Fence {
  /** `docs/x.md:12`, the line of the opening fence. */
  where: string;
  /** The info string after the backticks: `sh`, `yaml`, `` (a picture or printed output). */
  lang: string;
  body: string;
  /** The last non-empty prose line before the fence (a `<!-- … -->` note, a lead-in sentence). */
  before: string;
}

export const docPaths = (): string[] => [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`)
    .sort(),
];

export function readDocPage(path: string): DocPage {
  const text = readFileSync(join(repoRoot, path), 'utf8');
  const lines = text.split('\n');
  const prose = [...lines];
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i]?.trim() !== '```'; i++) body.push((lines[i] ?? '').slice(indent.length));
    for (let j = start; j <= i && j < lines.length; j++) prose[j] = '';
    fences.push({
      where: `${path}:${start + 1}`,
      lang: open[2] ?? '',
      body: `${body.join('\n')}\n`,
      before: lines.slice(0, start).findLast((line) => line.trim() !== '') ?? '',
    });
  }
  return { path, text, prose: prose.join('\n'), fences };
}

/** Every inline code span of the prose, whitespace (line breaks in a long span) made one space. */
export const inlineCode = (page: DocPage): string[] => [...page.prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ').trim());
