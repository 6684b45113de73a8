import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { YamlEditError, YamlFile } from '../../../src/editor/yaml-edit.ts';

/**
 * Issue 30's ground: edits that leave a variant file as a person wrote it. Every test runs on
 * the repository's own files, comments, flow maps, folded text and aliases included.
 */

const repoRoot = join(import.meta.dirname, '../../..');
const variantFiles = [
  ...readdirSync(join(repoRoot, 'variants'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `variants/${file}`),
  ...readdirSync(join(repoRoot, 'variants/_shared'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `variants/_shared/${file}`),
];
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const blocksOf = (file: YamlFile) => (file.data as { blocks: unknown[] }).blocks;

/** The lines of `after` that differ from `before`, as a unified diff would count them (same line count only). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('opening and saving a file', () => {
  it.each(variantFiles)('%s comes back byte for byte when nothing was changed', (file) => {
    const text = read(file);
    expect(YamlFile.parse(text).toString()).toBe(text);
  });

  it('refuses a file that does not parse, saying why', () => {
    expect(() => YamlFile.parse('route: /\nblocks:\n  - type: hero\n   id: x\n')).toThrow(YamlEditError);
  });
});

describe('changing a value', () => {
  it('changes one headline on one line, quoting nothing that needs no quotes', () => {
    const text = read('variants/home.yaml');
    const file = YamlFile.parse(text);
    file.set(['blocks', 0, 'headline'], 'Become one of **100** Land Ambassadors');
    expect(changedLines(text, file.toString())).toEqual(['    headline: Become one of **100** Land Ambassadors']);
    expect((blocksOf(file)[0] as { headline: string }).headline).toBe('Become one of **100** Land Ambassadors');
  });

  it('quotes a text only when it must: a colon, or digits that would read as a number', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.set(['blocks', 0, 'badge'], 'Pass: now');
    file.set(['blocks', 0, 'tag'], '42');
    file.set(['blocks', 0, 'image', 'width'], 1280);
    expect(changedLines(text, file.toString())).toEqual([
      '    image: { src: /media/heroes/nomadpass.jpg, alt: "", width: 1280, height: 900 }',
      '    badge: "Pass: now"',
      '    tag: "42"',
    ]);
    expect(blocksOf(file)[0]).toMatchObject({ badge: 'Pass: now', tag: '42', image: { width: 1280 } });
  });

  it('keeps a folded text folded, indented under its key', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.set(['blocks', 0, 'tagline'], 'One pass for every stay.');
    expect(file.toString()).toContain('    tagline: >-\n      One pass for every stay.\n    priceLine:');
    expect((blocksOf(file)[0] as { tagline: string }).tagline).toBe('One pass for every stay.');
  });

  it('refuses a path that names nothing, or a list, and changes nothing', () => {
    const text = read('variants/home.yaml');
    const file = YamlFile.parse(text);
    expect(() => file.set(['blocks', 0, 'nothing'], 'x')).toThrow('Nothing at blocks.0.nothing');
    expect(() => file.set(['blocks'], 'x')).toThrow('blocks is not a single value');
    expect(file.toString()).toBe(text);
  });
});

describe('moving, removing and adding blocks', () => {
  // A file with an anchor (trip.yaml's &trip-nights) cannot move its first block down: its own test below.
  const withBlocks = variantFiles.filter(
    (file) => ((YamlFile.parse(read(file)).data as { blocks?: unknown[] })?.blocks?.length ?? 0) >= 3 && !/: &[a-z]/.test(read(file)),
  );

  it.each(withBlocks)('%s: a block moved down and back leaves the file as it was, its comments travelling with it', (file) => {
    const text = read(file);
    const blocks = blocksOf(YamlFile.parse(text));
    const last = blocks.length - 1;
    for (const [from, to] of [
      [1, last],
      [last, 1],
      [0, 1],
    ] as const) {
      const edited = YamlFile.parse(text);
      edited.move(['blocks'], from, to);
      const expected = [...blocks];
      const [moved] = expected.splice(from, 1);
      expected.splice(to, 0, moved);
      expect(blocksOf(edited)).toEqual(expected);
      // The same lines, in another order: nothing rewritten.
      expect(edited.toString().split('\n').filter(Boolean).sort()).toEqual(text.split('\n').filter(Boolean).sort());
      edited.move(['blocks'], to, from);
      expect(edited.toString()).toBe(text);
    }
  });

  it('keeps the comment above a block with that block, the first one included', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.move(['blocks'], 1, 0);
    expect(file.toString()).toMatch(/blocks:\n {2}# The first 100 buyers keep 20% off for life[^\n]*\n {2}- type: spots-banner\n/);
    file.move(['blocks'], 0, 3);
    expect(file.toString()).toMatch(/\n\n {2}# The first 100 buyers keep 20% off for life[^\n]*\n {2}- type: spots-banner\n/);
  });

  it('writes an added block in block style at the list’s indent, separated like its neighbours, and removes it again', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.insert(['blocks'], 2, { type: 'faq', id: 'more-questions', items: [{ question: 'Can I pay later?', answer: 'Yes: in two parts.' }] });
    expect(file.toString()).toContain(
      '\n\n  - type: faq\n    id: more-questions\n    items:\n      - question: Can I pay later?\n        answer: "Yes: in two parts."\n\n  - type: feature-cards',
    );
    expect(blocksOf(file)).toHaveLength(blocksOf(YamlFile.parse(text)).length + 1);
    file.remove(['blocks'], 2);
    expect(file.toString()).toBe(text);
  });

  it('refuses a move that would put an alias above its anchor, and leaves the file as it was', () => {
    const text = read('variants/trip.yaml');
    const file = YamlFile.parse(text);
    const last = blocksOf(file).length - 1;
    expect(() => file.move(['blocks'], 0, last)).toThrow(/Moving item 0 of blocks to \d+ would break the file: Unresolved alias/);
    expect(file.toString()).toBe(text);
  });
});

describe('adding and removing a key', () => {
  it('adds a text to a block as one new line after its last key, and removing it gives the file back', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.addKey(['blocks', 0], 'eyebrow', 'Pass: new');
    const after = file.toString();
    expect(after.split('\n')).toHaveLength(text.split('\n').length + 1);
    expect(after).toContain('variant: outline }\n    eyebrow: "Pass: new"\n\n  # The first 100 buyers');
    expect(blocksOf(file)[0]).toMatchObject({ eyebrow: 'Pass: new' });
    file.deleteKey(['blocks', 0], 'eyebrow');
    expect(file.toString()).toBe(text);
  });

  it('writes a map value in block style, indented under its new key', () => {
    const file = YamlFile.parse(read('variants/nomadpass.yaml'));
    file.addKey(['blocks', 0], 'countdown', { seconds: 60, label: 'Ends in', units: { hours: 'Hours' } });
    expect(file.toString()).toContain('\n    countdown:\n      seconds: 60\n      label: Ends in\n      units:\n        hours: Hours\n\n');
    expect(blocksOf(file)[0]).toMatchObject({ countdown: { seconds: 60, label: 'Ends in', units: { hours: 'Hours' } } });
  });

  it('adds to and removes from a map written on one line, changing only that line', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.addKey(['blocks', 0, 'image'], 'fit', 'cover');
    expect(changedLines(text, file.toString())).toEqual(['    image: { src: /media/heroes/nomadpass.jpg, alt: "", width: 1600, height: 900, fit: cover }']);
    file.deleteKey(['blocks', 0, 'image'], 'fit');
    expect(file.toString()).toBe(text);
    file.deleteKey(['blocks', 0, 'image'], 'alt');
    file.deleteKey(['blocks', 0, 'image'], 'src');
    expect(changedLines(text, file.toString())).toEqual(['    image: { width: 1600, height: 900 }']);
  });

  it('adds a key to an empty flow map and removes the last one', () => {
    const file = YamlFile.parse('route: /x\nparams: {}\n');
    file.addKey(['params'], 'city', { maxLength: 20 });
    expect(file.toString()).toBe('route: /x\nparams: { city: { maxLength: 20 } }\n');
    file.deleteKey(['params'], 'city');
    expect(file.toString()).toBe('route: /x\nparams: {}\n');
  });

  it('removes a key with the comment lines above it, and the blank lines stay one between neighbours', () => {
    const file = YamlFile.parse('a: 1\n\n# about b\nb: 2\n\nc: 3\n');
    file.deleteKey([], 'b');
    expect(file.toString()).toBe('a: 1\n\nc: 3\n');
  });

  it('removes the first key of a nested map with the comment above it, and the next key takes its line', () => {
    const file = YamlFile.parse('hero:\n  # about the badge\n  badge: x\n  tag: y\nroute: /\n');
    file.deleteKey(['hero'], 'badge');
    expect(file.toString()).toBe('hero:\n  tag: y\nroute: /\n');
  });

  it('removes a folded text whole, and a block’s type line gives its place to the next key', () => {
    const text = read('variants/nomadpass.yaml');
    const file = YamlFile.parse(text);
    file.deleteKey(['blocks', 0], 'tagline');
    expect(file.toString()).not.toContain('tagline');
    expect(file.toString()).toContain('\n    tag:');
    expect(text.split('\n').length - file.toString().split('\n').length).toBe(3);
    file.deleteKey(['blocks', 0], 'type');
    expect(file.toString()).toContain('blocks:\n  - id: hero\n');
  });

  it('refuses a key that is there, a key that is not, a value that is not a map and a map left empty, changing nothing', () => {
    const text = read('variants/home.yaml');
    const file = YamlFile.parse(text);
    expect(() => file.addKey([], 'route', '/again')).toThrow('route is already there');
    expect(() => file.addKey(['route'], 'x', 1)).toThrow('route is not a map of keys');
    expect(() => file.addKey(['blocks'], 'x', 1)).toThrow('blocks is not a map of keys');
    expect(() => file.deleteKey(['blocks', 0], 'nothing')).toThrow('Nothing at blocks.0.nothing');
    expect(() => YamlFile.parse('hero:\n  badge: x\n').deleteKey(['hero'], 'badge')).toThrow('hero would be empty');
    expect(file.toString()).toBe(text);
  });
});
