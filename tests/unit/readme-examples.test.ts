import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, parseDocument } from 'yaml';
import { loadSite } from '../../src/site/engine';
import { SiteCache } from '../../src/engine/site-cache';
import { errorCodes, formatError } from '../../src/engine/errors';
import { makeVariantsDir, repoRoot } from './engine/variants-dir';

/** A fenced yaml or json block of the docs, as an author would copy it. */
interface Example {
  where: string;
  lang: 'yaml' | 'json';
  text: string;
  /** `<!-- fragment of variants/x.yaml -->` just before the fence: part of that file. */
  fragmentOf: string | undefined;
}

/** README.md and every page under docs/, at any depth. */
const docs = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
    .sort(),
];

function examplesIn(doc: string): Example[] {
  const lines = readFileSync(join(repoRoot, doc), 'utf8').split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(yaml|json)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i]?.trim() !== '```'; i++) body.push((lines[i] ?? '').slice(indent.length));
    const before = lines.slice(0, start).findLast((line) => line.trim() !== '') ?? '';
    examples.push({
      where: `${doc}:${start + 1}`,
      lang: open[2] === 'json' ? 'json' : 'yaml',
      text: `${body.join('\n')}\n`,
      fragmentOf: /<!-- fragment of (variants\/\S+) -->/.exec(before)?.[1],
    });
  }
  return examples;
}

const examples = docs.flatMap(examplesIn);
const isVariant = (e: Example) => (e.lang === 'json' ? /"(route|extends)"\s*:/ : /^(route|extends):/m).test(e.text);

// One folder and one cache: the real site, which is valid, plus one example at a time.
const variantsDir = makeVariantsDir([], { withRealVariants: true });
const cache = new SiteCache();
const problems = () => loadSite({ root: repoRoot, variantsDir }, cache).errors.map(formatError);

/** The example merged into the file it is part of: its top-level keys replace or join that file's. */
function withFragment(fileText: string, fragment: string): string {
  const doc = parseDocument(fileText);
  const part = parseDocument(fragment);
  if (!isMap(part.contents)) throw new Error('a fragment example must be a map');
  for (const pair of part.contents.items) doc.set(pair.key, pair.value);
  return doc.toString();
}

describe('the examples of the README and docs/', () => {
  it('are found, and each is a whole variant or names the file it is part of', () => {
    expect(examples.filter(isVariant).length).toBeGreaterThanOrEqual(3);
    const unplaced = examples
      .filter((e) => !isVariant(e) && !e.fragmentOf)
      .map((e) => `${e.where}: neither a variant (route: or extends:) nor marked <!-- fragment of variants/… -->`);
    expect(unplaced).toEqual([]);
  });

  it.each(examples.map((e) => [e.where, e] as const))('%s validates with zero errors against the real variants', (_where, example) => {
    expect(problems()).toEqual([]); // the folder alone is valid, so what follows is the example's
    if (example.fragmentOf) {
      const path = join(variantsDir, example.fragmentOf.replace(/^variants\//, ''));
      const original = readFileSync(path, 'utf8');
      writeFileSync(path, withFragment(original, example.text));
      try {
        expect(problems()).toEqual([]);
      } finally {
        writeFileSync(path, original);
      }
      return;
    }
    const path = join(variantsDir, `readme-example.${example.lang}`);
    writeFileSync(path, example.text);
    try {
      expect(problems()).toEqual([]);
    } finally {
      rmSync(path);
    }
  });

  it('the "Adding a variant" example, copied as written, is a page with a hero, the FAQ and the footer', () => {
    const spring = examples.find((e) => /^route: \/spring$/m.test(e.text));
    expect(spring).toBeDefined();
    writeFileSync(join(variantsDir, 'spring.yaml'), spring?.text ?? '');
    try {
      const site = loadSite({ root: repoRoot, variantsDir }, cache);
      expect(site.errors.map(formatError)).toEqual([]);
      const page = site.pages.find((p) => p.data.route === '/spring');
      expect(page?.data.blocks.map((b) => b.type)).toEqual(['hero', 'faq', 'footer']);
    } finally {
      rmSync(join(variantsDir, 'spring.yaml'));
    }
  });
});

describe('the schema comment', () => {
  it('was optional in the README ("lets editors autocomplete") while validation required it', () => {
    const spring = examples.find((e) => /^route: \/spring$/m.test(e.text));
    const withoutComment = (spring?.text ?? '').split('\n').slice(1).join('\n');
    writeFileSync(join(variantsDir, 'spring.yaml'), withoutComment);
    try {
      expect(problems()).toEqual(['variants/spring.yaml:1:1: The first line must be: # yaml-language-server: $schema=../schemas/variant.schema.json']);
    } finally {
      rmSync(join(variantsDir, 'spring.yaml'));
    }
    // The marketers' variant page and the error's hint give the same reason, word for word.
    const page = readFileSync(join(repoRoot, 'docs/marketers/variants.md'), 'utf8').replace(/\s+/g, ' ');
    expect(page).toContain('The first line is required (`MissingSchemaComment` otherwise).');
    expect(page).toContain(errorCodes.MissingSchemaComment);
  });
});
