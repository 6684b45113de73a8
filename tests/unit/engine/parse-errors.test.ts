import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/site/engine';
import { formatError } from '../../../src/engine/errors';
import { findLayoutMistakes } from '../../../src/engine/yaml-syntax';
import { makeVariantsDir, repoRoot } from './variants-dir';

/**
 * Mistakes in how a file is written, before any schema looks at it. The YAML cases each have a
 * fixture in tests/fixtures/invalid/ pinned by author-errors.test.ts; these are the ones a
 * fixture there cannot show.
 */
function load(name: string, text: string): string[] {
  const dir = makeVariantsDir();
  writeFileSync(join(dir, name), text);
  return loadSite({ root: repoRoot, variantsDir: dir, only: [`variants/${name}`] }).errors.map(formatError);
}

describe('parse errors', () => {
  it('an empty JSON file says it is empty, with its name and 1:1', () => {
    expect(load('empty.json', '\n')).toEqual(['variants/empty.json:1:1: The file is empty: it holds no data, only blank lines or comments']);
  });

  it('layout mistakes and empty files carry their own codes (was: every syntax error was YamlSyntax)', () => {
    const codes = (name: string, text: string) => {
      const dir = makeVariantsDir();
      writeFileSync(join(dir, name), text);
      return loadSite({ root: repoRoot, variantsDir: dir, only: [`variants/${name}`] }).errors.map((e) => e.code);
    };
    expect(codes('empty.yaml', '\n')).toEqual(['EmptyFile']);
    const privacy = readFileSync(join(repoRoot, 'variants/privacy.yaml'), 'utf8').split('\n');
    privacy[1] = 'route: /tabbed';
    const tabbed = privacy.map((line, i) => (i === 9 ? line.replace(/^ +/, '\t') : line)).join('\n');
    expect(codes('tabbed.yaml', tabbed)).toEqual(['Indentation']);
  });

  it('a YAML file with only its schema comment is empty too', () => {
    expect(load('blank.yaml', '# yaml-language-server: $schema=../schemas/variant.schema.json\n\n')).toEqual([
      'variants/blank.yaml:1:1: The file is empty: it holds no data, only blank lines or comments',
    ]);
  });

  it('a JSON column counts a flag emoji and an accented letter as the characters an editor shows', () => {
    // "🇲🇽" is two characters (four UTF-16 units), "é" one: the comma is the 23rd character, the 25th unit.
    const text = '{\n  "title": "🇲🇽 México",\n}\n';
    expect(load('flag.json', text)).toEqual(['variants/flag.json:2:23: Trailing comma before "}": JSON allows none']);
  });

  it('two layout mistakes in one file give one line each, and nothing for the lines that follow them', () => {
    const privacy = readFileSync(join(repoRoot, 'variants/privacy.yaml'), 'utf8').split('\n');
    privacy[1] = 'route: /two-mistakes';
    privacy[9] = '\ttitle: Privacy Policy';
    privacy[18] = '      paragraphs:';
    expect(load('two-mistakes.yaml', privacy.join('\n'))).toEqual([
      'variants/two-mistakes.yaml:10:1: This line starts with a tab; YAML indents with spaces only',
      'variants/two-mistakes.yaml:19:7: This line is indented 6 spaces; the keys around it use 8',
    ]);
  });

  it('a mistake is not blamed on the line above it when that line opens the block (was: the `- heading:` line)', () => {
    const privacy = readFileSync(join(repoRoot, 'variants/privacy.yaml'), 'utf8').split('\n');
    privacy[18] = '          paragraphs:';
    expect(load('paragraphs.yaml', privacy.join('\n'))).toEqual(['variants/paragraphs.yaml:19:11: This line is indented 10 spaces; the keys around it use 8']);
  });

  it('two over-indented keys under a later list item are each named, not the item above them', () => {
    const fitness = readFileSync(join(repoRoot, 'variants/fitness.yaml'), 'utf8').split('\n');
    expect(fitness[28]).toBe('  - type: feature-cards');
    fitness[29] = `  ${fitness[29]}`;
    fitness[30] = `  ${fitness[30]}`;
    expect(load('cards.yaml', fitness.join('\n'))).toEqual([
      'variants/cards.yaml:30:7: This line is indented 6 spaces; the keys around it use 4',
      'variants/cards.yaml:31:7: This line is indented 6 spaces; the keys around it use 4',
    ]);
  });

  it('an indented first key is named, not the unindented keys after it (was: "Unexpected scalar at node end" on the next line)', () => {
    const privacy = readFileSync(join(repoRoot, 'variants/privacy.yaml'), 'utf8').split('\n');
    privacy[1] = '  route: /first-key';
    expect(load('first-key.yaml', privacy.join('\n'))).toEqual([
      'variants/first-key.yaml:2:3: This line is indented 2 spaces; the keys after it are not indented',
    ]);
  });

  it('in two lines of text under `tagline: >-`, the one off the usual 2 spaces is named (was: the line after it)', () => {
    const fitness = readFileSync(join(repoRoot, 'variants/fitness.yaml'), 'utf8').split('\n');
    expect(fitness[20]).toBe('    tagline: >-');
    fitness[21] = ` ${fitness[21]}`;
    expect(load('tagline.yaml', fitness.join('\n'))).toEqual(['variants/tagline.yaml:22:8: This line is indented 7 spaces; the text after it uses 6']);
  });

  it('the layout reader finds no mistake in valid YAML the variants do not use yet (anchors, tags, flow maps, explicit keys)', () => {
    const valid = [
      'base: &base',
      '  title: T',
      'copy:',
      '  <<: *base',
      '  list:',
      '    - &item',
      '      name: a',
      '    - *item',
      '    - - nested: 1',
      '        more: 2',
      '  config:',
      '    &cfg',
      '    deep: 1',
      '  flow: { a: 1,',
      '    b: 2 }',
      '  quoted: "one',
      '    two: three"',
      '  text: >-',
      '    Note: this',
      '  items:',
      "  - at the key's own indent",
      '  tagged: !!str',
      '    x',
      '',
    ].join('\n');
    const explicitKeys = 'map:\n  ? long key\n  : long value\n  other: x\n';
    for (const text of [valid, explicitKeys]) {
      expect(parseDocument(text, { uniqueKeys: true }).errors).toEqual([]);
      expect(findLayoutMistakes(text)).toEqual({ mistakes: [], mended: text });
    }
  });

  it('the layout reader finds no mistake in any real variant (a `- >-` list item was read as over-indented keys)', () => {
    const dirs = ['variants', 'variants/_shared', 'tests/fixtures/valid', 'tests/fixtures/shared'];
    const files = dirs.flatMap((d) =>
      readdirSync(join(repoRoot, d))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => join(d, f)),
    );
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((f) =>
      findLayoutMistakes(readFileSync(join(repoRoot, f), 'utf8')).mistakes.map((m) => `${f}:${m.line}:${m.col} ${JSON.stringify(m)}`),
    );
    expect(found).toEqual([]);
  });
});
