import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/engine/errors';
import { refOrigin } from '../../../src/engine/ref-origins';
import { deepMerge, isMap, lineageOf, Resolver, type SourceFile } from '../../../src/engine/resolve';
import { locate, parseYamlFile, setLocation } from '../../../src/engine/source';

/**
 * The variant resolver (src/engine/resolve.ts) on files held in memory: what `$ref`, `extends` and
 * `overrides` make of a page, and where a mistake in them is reported. The slow tests that load the
 * real site (cross-file-errors, price-fill, json-variants) go through it too; these call it
 * directly, so the `resolve` mutation module (docs/developers/mutation-testing.md) runs in minutes.
 */
type Json = Record<string, unknown>;

/** YAML texts by name, parsed with positions as load-site parses them, as `dir<name>.yaml`. */
function sources(dir: string, texts: Record<string, string>): Map<string, SourceFile> {
  return new Map(
    Object.entries(texts).map(([name, text]) => {
      const file = `${dir}${name}.yaml`;
      return [name, { name, file, value: parseYamlFile(file, text).value }];
    }),
  );
}

const faq = `en:
  title: Questions
  items:
    - question: Where?
      answer: Bali
    - question: When?
      answer: Now
es:
  title: Preguntas
`;

const snippets = `legal-en:
  type: legal
  title: Terms
  body: Read these.
a/b~c:
  text: Escaped
`;

function resolverOf(variants: Record<string, string>, shared: Record<string, string> = { faq, snippets }) {
  return new Resolver(sources('variants/', variants), sources('variants/_shared/', shared));
}

/** The page `name` resolved, with the errors as an author reads them (file:line:col path: message). */
function resolve(variants: Record<string, string>, name: string, shared?: Record<string, string>) {
  const resolver = resolverOf(variants, shared);
  const page = resolver.resolveVariant(name);
  return { page, errors: resolver.errors.map(formatError), resolver };
}

/** A resolved page's blocks (none when it did not resolve). */
const blocksOf = (page: Json | undefined) => (page?.blocks ?? []) as Json[];

/** Resolves the `$ref`s of one value written in YAML (a page's text, not a whole variant). */
function refs(text: string, shared?: Record<string, string>) {
  const resolver = resolverOf({}, shared);
  const value = resolver.resolveRefs(parseYamlFile('variants/page.yaml', text).value, '');
  return { value: value as Json, errors: resolver.errors.map(formatError), codes: resolver.errors.map((e) => e.code) };
}

describe('isMap', () => {
  it('is true for a mapping only: not for a list, null or a scalar', () => {
    expect(isMap({})).toBe(true);
    expect(isMap({ a: 1 })).toBe(true);
    expect(isMap([])).toBe(false);
    expect(isMap(null)).toBe(false);
    expect(isMap('a')).toBe(false);
    expect(isMap(1)).toBe(false);
    expect(isMap(undefined)).toBe(false);
  });
});

describe('deepMerge', () => {
  it('merges mappings key by key, at every depth, the override winning', () => {
    const base = { title: 'Base', hero: { heading: 'Hi', image: 'a.jpg' }, route: '/base' };
    const over = { title: 'Copy', hero: { heading: 'Hello' }, extra: true };
    expect(deepMerge(base, over)).toEqual({ title: 'Copy', hero: { heading: 'Hello', image: 'a.jpg' }, route: '/base', extra: true });
  });

  it("keeps the base's keys first, in their order, then the override's new ones", () => {
    expect(Object.keys(deepMerge({ b: 1, a: 2 }, { c: 3, a: 4 }) as Json)).toEqual(['b', 'a', 'c']);
  });

  it('replaces a list whole: a copy with one block has one block, not the first of the parent', () => {
    expect(deepMerge({ blocks: [{ id: 'a' }, { id: 'b' }] }, { blocks: [{ id: 'c' }] })).toEqual({ blocks: [{ id: 'c' }] });
    expect(deepMerge({ tags: ['x', 'y'] }, { tags: [] })).toEqual({ tags: [] });
  });

  it('replaces a mapping by a scalar, a list or null, and a scalar by a mapping', () => {
    expect(deepMerge({ a: { b: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
    expect(deepMerge({ a: { b: 1 } }, { a: [1] })).toEqual({ a: [1] });
    expect(deepMerge({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
    expect(deepMerge({ a: 'text' }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('answers the override itself when either side is not a mapping', () => {
    const over = { a: 1 };
    expect(deepMerge('text', over)).toBe(over);
    expect(deepMerge([1], over)).toBe(over);
    expect(deepMerge({ a: 1 }, 'text')).toBe('text');
    expect(deepMerge({ a: 1 }, undefined)).toBeUndefined();
    expect(deepMerge({ a: 1 }, null)).toBeNull();
  });

  it('changes neither side: the result is a new mapping, and what the override did not touch is the parent’s own', () => {
    const base = { hero: { heading: 'Hi' }, legal: { title: 'Terms' } };
    const over = { hero: { image: 'b.jpg' } };
    const merged = deepMerge(base, over) as Json;
    expect(merged).not.toBe(base);
    expect(merged.hero).not.toBe(base.hero);
    expect(merged.legal).toBe(base.legal);
    expect(base).toEqual({ hero: { heading: 'Hi' }, legal: { title: 'Terms' } });
    expect(over).toEqual({ hero: { image: 'b.jpg' } });
  });

  it('keeps where each key was written: inherited keys in the parent’s file, overridden and new ones in the child’s', () => {
    const base = parseYamlFile('variants/base.yaml', 'route: /base\ntitle: Base\nhero:\n  heading: Hi\n').value;
    const over = parseYamlFile('variants/copy.yaml', 'title: Copy\nnew: yes\n').value;
    const merged = deepMerge(base, over) as Json;
    expect(locate(merged)).toEqual({ file: 'variants/copy.yaml', line: 1, col: 1 });
    expect(locate(merged, 'route')).toEqual({ file: 'variants/base.yaml', line: 1, col: 8 });
    expect(locate(merged, 'hero')).toEqual({ file: 'variants/base.yaml', line: 4, col: 3 });
    expect(locate(merged, 'title')).toEqual({ file: 'variants/copy.yaml', line: 1, col: 8 });
    expect(locate(merged, 'new')).toEqual({ file: 'variants/copy.yaml', line: 2, col: 6 });
  });

  it('takes the base’s positions where the override has none (a value built in code, not read from a file)', () => {
    const base = parseYamlFile('variants/base.yaml', 'title: Base\n').value;
    const merged = deepMerge(base, { title: 'Copy' }) as Json;
    expect(locate(merged)).toEqual({ file: 'variants/base.yaml', line: 1, col: 1 });
    expect(locate(merged, 'title')).toEqual({ file: 'variants/base.yaml', line: 1, col: 8 });
  });
});

describe('$ref', () => {
  it('is replaced by what it names, a path into a shared file', () => {
    const { value, errors } = refs('faq:\n  $ref: "faq#/en"\n');
    expect(errors).toEqual([]);
    expect(value.faq).toEqual({
      title: 'Questions',
      items: [
        { question: 'Where?', answer: 'Bali' },
        { question: 'When?', answer: 'Now' },
      ],
    });
  });

  it('names a whole shared file without a pointer, an item of a list by its index, and a scalar', () => {
    const { value, errors } = refs('all:\n  $ref: faq\nsecond:\n  $ref: "faq#/en/items/1"\ntitle:\n  $ref: "faq#/es/title"\n');
    expect(errors).toEqual([]);
    expect((value.all as Json).es).toEqual({ title: 'Preguntas' });
    expect(value.second).toEqual({ question: 'When?', answer: 'Now' });
    expect(value.title).toBe('Preguntas');
  });

  it('reads ~1 as / and ~0 as ~ in a pointer (JSON Pointer)', () => {
    const { value, errors } = refs('x:\n  $ref: "snippets#/a~1b~0c/text"\n');
    expect(errors).toEqual([]);
    expect(value.x).toBe('Escaped');
  });

  it('is resolved inside lists and inside the shared content it brings', () => {
    const shared = { faq, nested: 'page:\n  intro: Hello\n  faq:\n    $ref: "faq#/es"\n' };
    const { value, errors } = refs('blocks:\n  - $ref: "nested#/page"\n  - type: text\n', shared);
    expect(errors).toEqual([]);
    expect(value.blocks).toEqual([{ intro: 'Hello', faq: { title: 'Preguntas' } }, { type: 'text' }]);
  });

  it('lets keys beside it override what it brings, merged key by key', () => {
    const { value, errors } = refs('legal:\n  $ref: "snippets#/legal-en"\n  title: Our terms\n');
    expect(errors).toEqual([]);
    expect(value.legal).toEqual({ type: 'legal', title: 'Our terms', body: 'Read these.' });
  });

  it('resolves a $ref in a key beside a $ref', () => {
    const { value, errors } = refs('legal:\n  $ref: "snippets#/legal-en"\n  faq:\n    $ref: "faq#/es"\n');
    expect(errors).toEqual([]);
    expect(value.legal).toEqual({ type: 'legal', title: 'Terms', body: 'Read these.', faq: { title: 'Preguntas' } });
  });

  it('brings a fresh copy: changing one page’s copy changes neither the shared file nor another $ref to it', () => {
    const shared = sources('variants/_shared/', { faq });
    const resolver = new Resolver(new Map(), shared);
    type Faq = { x: { title: string; items: Json[] } };
    const a = resolver.resolveRefs({ x: { $ref: 'faq#/en' } }, '') as Faq;
    const b = resolver.resolveRefs({ x: { $ref: 'faq#/en' } }, '') as Faq;
    a.x.title = 'Changed';
    (a.x.items[0] as Json).answer = 'Changed';
    expect(b.x.title).toBe('Questions');
    expect(b.x.items[0]?.answer).toBe('Bali');
    expect(shared.get('faq')?.value).toEqual(parseYamlFile('variants/_shared/faq.yaml', faq).value);
    expect(resolver.errors).toEqual([]);
  });

  it('remembers which $ref brought a value, and where it is written', () => {
    const { value } = refs('faq:\n  $ref: "faq#/en"\nlegal:\n  $ref: "snippets#/legal-en"\n  title: Ours\n');
    expect(refOrigin(value.faq)).toEqual({ pos: { file: 'variants/page.yaml', line: 2, col: 9 }, ref: 'faq#/en' });
    expect(refOrigin(value.legal)).toEqual({ pos: { file: 'variants/page.yaml', line: 4, col: 9 }, ref: 'snippets#/legal-en' });
  });

  it('keeps positions in the shared file for what it brings, in the page for keys beside it', () => {
    const { value } = refs('legal:\n  $ref: "snippets#/legal-en"\n  title: Ours\n');
    const legal = value.legal as Json;
    expect(locate(legal, 'body')).toEqual({ file: 'variants/_shared/snippets.yaml', line: 4, col: 9 });
    expect(locate(legal, 'title')).toEqual({ file: 'variants/page.yaml', line: 3, col: 10 });
  });

  it('leaves scalars, lists and mappings without $ref as they are', () => {
    const resolver = resolverOf({});
    expect(resolver.resolveRefs('text', '')).toBe('text');
    expect(resolver.resolveRefs(null, '')).toBeNull();
    expect(resolver.resolveRefs([1, { a: [2] }], '')).toEqual([1, { a: [2] }]);
    expect(resolver.errors).toEqual([]);
  });
});

describe('a $ref that does not resolve', () => {
  it('names the missing key, the shared file and the closest key, at the $ref’s value', () => {
    const { value, errors, codes } = refs('route: /a\nblocks:\n  - type: faq\n    $ref: "faq#/en/itmes"\n');
    expect(errors).toEqual(['variants/page.yaml:4:11 blocks[0]: $ref "faq#/en/itmes": no "itmes" in variants/_shared/faq.yaml. Did you mean "items"?']);
    expect(codes).toEqual(['UnresolvedRef']);
    expect(value.blocks).toEqual([undefined]);
  });

  it('names a list index that is not there', () => {
    const { errors } = refs('x:\n  $ref: "faq#/en/items/2"\n');
    expect(errors).toEqual(['variants/page.yaml:2:9 x: $ref "faq#/en/items/2": no "2" in variants/_shared/faq.yaml. Did you mean "0"?']);
  });

  it('cannot go into a scalar', () => {
    const { errors } = refs('x:\n  $ref: "faq#/en/title/0"\n');
    expect(errors).toEqual(['variants/page.yaml:2:9 x: $ref "faq#/en/title/0": no "0" in variants/_shared/faq.yaml.']);
  });

  it('names a shared file that does not exist, and the closest that does', () => {
    const { errors } = refs('x:\n  $ref: "snipets#/legal-en"\ny:\n  $ref: "nothing-like-it"\n');
    expect(errors).toEqual([
      'variants/page.yaml:2:9 x: No shared file variants/_shared/snipets.yaml. Did you mean "snippets"?',
      'variants/page.yaml:4:9 y: No shared file variants/_shared/nothing-like-it.yaml.',
    ]);
  });

  it.each([
    ['an upper-case name', '"Faq#/en"', '"Faq#/en"'],
    ['a pointer without its slash', '"faq#en"', '"faq#en"'],
    ['a space', '"faq #/en"', '"faq #/en"'],
    ['a number', '7', '7'],
    ['a list', '[faq]', '["faq"]'],
    ['an empty text', '""', '""'],
  ])('says how a $ref looks when it is %s', (_, written, shown) => {
    const { errors, codes } = refs(`x:\n  $ref: ${written}\n`);
    expect(errors).toEqual([`variants/page.yaml:2:9 x: $ref must look like "destinations#/en", got ${shown}`]);
    expect(codes).toEqual(['UnresolvedRef']);
  });

  it('reports a $ref that refers to itself, through every $ref on the way', () => {
    const shared = { loop: 'a:\n  $ref: "loop#/b"\nb:\n  x:\n    $ref: "loop#/a"\n' };
    const { errors } = refs('blocks:\n  - $ref: "loop#/a"\n', shared);
    expect(errors).toEqual(['variants/_shared/loop.yaml:5:11 blocks[0].x: $ref "loop#/a" refers to itself through loop#/a → loop#/b']);
  });

  it('reports a shared value that names itself', () => {
    const { errors } = refs('x:\n  $ref: "self#/me"\n', { self: 'me:\n  $ref: "self#/me"\n' });
    expect(errors).toEqual(['variants/_shared/self.yaml:2:9 x: $ref "self#/me" refers to itself through self#/me']);
  });

  it('is not a cycle when two keys of a page name the same value', () => {
    const { errors, value } = refs('a:\n  $ref: "faq#/es"\nb:\n  $ref: "faq#/es"\nc:\n  - $ref: "faq#/es"\n  - $ref: "faq#/es"\n');
    expect(errors).toEqual([]);
    expect(value.c).toEqual([{ title: 'Preguntas' }, { title: 'Preguntas' }]);
  });
});

const header = 'locale: en\ntitle: A page\n';
const base = `route: /base
${header}blocks:
  - id: hero
    type: hero
    heading: Welcome
    image: a.jpg
  - id: terms
    $ref: "snippets#/legal-en"
`;

describe('resolveVariant: extends', () => {
  it('merges the parent under the child: the child’s keys win, the rest is inherited', () => {
    const { page, errors } = resolve({ base, copy: 'extends: base\nroute: /copy\ntitle: A copy\n' }, 'copy');
    expect(errors).toEqual([]);
    expect(page).toEqual({
      route: '/copy',
      locale: 'en',
      title: 'A copy',
      blocks: [
        { id: 'hero', type: 'hero', heading: 'Welcome', image: 'a.jpg' },
        { id: 'terms', type: 'legal', title: 'Terms', body: 'Read these.' },
      ],
    });
  });

  it('replaces the parent’s blocks when the child lists its own', () => {
    const { page } = resolve({ base, copy: 'extends: base\nroute: /copy\nblocks:\n  - id: only\n    type: text\n' }, 'copy');
    expect(page?.blocks).toEqual([{ id: 'only', type: 'text' }]);
  });

  it('follows a chain in order, nearest parent winning, and records the lineage nearest first', () => {
    const variants = {
      base,
      middle: 'extends: base\nroute: /middle\ntitle: Middle\nlocale: es\n',
      leaf: 'extends: middle\nroute: /leaf\nlocale: fr\n',
    };
    const { page, errors, resolver } = resolve(variants, 'leaf');
    expect(errors).toEqual([]);
    expect(page).toMatchObject({ route: '/leaf', title: 'Middle', locale: 'fr' });
    expect(lineageOf(page!)).toEqual(['middle', 'base']);
    expect(lineageOf(resolver.resolveVariant('middle')!)).toEqual(['base']);
    expect(lineageOf(resolver.resolveVariant('base')!)).toEqual([]);
  });

  it('has no lineage for a value it did not resolve', () => {
    expect(lineageOf({})).toEqual([]);
  });

  it('leaves extends and overrides out of the page', () => {
    const { page } = resolve({ base, copy: 'extends: base\nroute: /copy\noverrides:\n  hero:\n    heading: Hi\n' }, 'copy');
    expect(Object.keys(page!)).toEqual(['route', 'locale', 'title', 'blocks']);
  });

  it('resolves each variant once: asked again, it gives the same page and no second error', () => {
    const variants = { base, copy: 'extends: base\nroute: /copy\n', broken: 'extends: nobody\n' };
    const resolver = resolverOf(variants);
    const first = resolver.resolveVariant('copy');
    expect(resolver.resolveVariant('copy')).toBe(first);
    expect(resolver.resolveVariant('broken')).toBeUndefined();
    expect(resolver.resolveVariant('broken')).toBeUndefined();
    expect(resolver.errors).toHaveLength(1);
  });

  it('does not change the parent’s page when a child is resolved first', () => {
    const variants = { base, copy: 'extends: base\nroute: /copy\ntitle: Copy\noverrides:\n  hero:\n    heading: Hi\n' };
    const resolver = resolverOf(variants);
    resolver.resolveVariant('copy');
    const parent = resolver.resolveVariant('base');
    expect(parent?.title).toBe('A page');
    expect(parent?.route).toBe('/base');
    expect(blocksOf(parent)[0]?.heading).toBe('Welcome');
  });

  it('keeps each key’s position in the file it was written in', () => {
    const { page } = resolve({ base, copy: 'extends: base\nroute: /copy\n' }, 'copy');
    expect(locate(page)).toEqual({ file: 'variants/copy.yaml', line: 1, col: 1 });
    expect(locate(page, 'route')).toEqual({ file: 'variants/copy.yaml', line: 2, col: 8 });
    expect(locate(page, 'title')).toEqual({ file: 'variants/base.yaml', line: 3, col: 8 });
  });

  it('answers nothing for a variant that does not exist or is not a mapping', () => {
    const { page, errors } = resolve({ list: '- a\n- b\n' }, 'list');
    expect(page).toBeUndefined();
    expect(errors).toEqual([]);
    expect(resolverOf({}).resolveVariant('missing')).toBeUndefined();
  });

  it('answers a variant without extends as written, its $refs resolved', () => {
    const { page, errors } = resolve({ base }, 'base');
    expect(errors).toEqual([]);
    expect(blocksOf(page)[1]).toEqual({ id: 'terms', type: 'legal', title: 'Terms', body: 'Read these.' });
  });
});

describe('resolveVariant: extends that cannot be followed', () => {
  it('names a variant that does not exist, and the closest one, at the extends value', () => {
    const { page, errors, resolver } = resolve({ base, copy: 'route: /copy\nextends: bsae\n' }, 'copy');
    expect(page).toBeUndefined();
    expect(errors).toEqual(['variants/copy.yaml:2:10 extends: No variant "bsae" to extend. Did you mean "base"?']);
    expect(resolver.errors.map((e) => e.code)).toEqual(['UnknownExtends']);
  });

  it('names an extends that is not a name', () => {
    const { errors } = resolve({ base, copy: 'extends: 7\n' }, 'copy');
    expect(errors).toEqual(['variants/copy.yaml:1:10 extends: No variant "7" to extend.']);
  });

  it('reports a variant that extends itself', () => {
    const { page, errors, resolver } = resolve({ me: 'route: /me\nextends: me\n' }, 'me');
    expect(page).toBeUndefined();
    expect(errors).toEqual(['variants/me.yaml:2:10 extends: "me" extends itself through me → me']);
    expect(resolver.errors.map((e) => e.code)).toEqual(['ExtendsCycle']);
  });

  it('reports a circle of variants once, at the extends that closes it, and resolves none of them', () => {
    const variants = { a: 'extends: b\nroute: /a\n', b: 'extends: c\nroute: /b\n', c: 'extends: a\nroute: /c\n' };
    const resolver = resolverOf(variants);
    expect(resolver.resolveVariant('a')).toBeUndefined();
    expect(resolver.resolveVariant('b')).toBeUndefined();
    expect(resolver.resolveVariant('c')).toBeUndefined();
    expect(resolver.errors.map(formatError)).toEqual(['variants/c.yaml:1:10 extends: "c" extends itself through a → b → c → a']);
  });

  it('does not resolve a child whose parent has a broken extends', () => {
    const { page, errors } = resolve({ middle: 'extends: gone\n', leaf: 'extends: middle\n' }, 'leaf');
    expect(page).toBeUndefined();
    expect(errors).toEqual(['variants/middle.yaml:1:10 extends: No variant "gone" to extend.']);
  });
});

describe('resolveVariant: overrides', () => {
  it('merges a patch into the block with that id, inherited blocks included', () => {
    const { page, errors } = resolve(
      { base, copy: 'extends: base\nroute: /copy\noverrides:\n  hero:\n    heading: Hello\n  terms:\n    title: Our terms\n' },
      'copy',
    );
    expect(errors).toEqual([]);
    expect(page?.blocks).toEqual([
      { id: 'hero', type: 'hero', heading: 'Hello', image: 'a.jpg' },
      { id: 'terms', type: 'legal', title: 'Our terms', body: 'Read these.' },
    ]);
  });

  it('patches the page’s own blocks too', () => {
    const { page, errors } = resolve({ own: `${base}overrides:\n  hero:\n    image: b.jpg\n` }, 'own');
    expect(errors).toEqual([]);
    expect(blocksOf(page)[0]).toEqual({ id: 'hero', type: 'hero', heading: 'Welcome', image: 'b.jpg' });
  });

  it('names an id no block has, and the closest one, at the override', () => {
    const { page, errors, resolver } = resolve({ base, copy: 'extends: base\nroute: /copy\noverrides:\n  heor:\n    heading: Hi\n' }, 'copy');
    expect(errors).toEqual(['variants/copy.yaml:5:5 overrides.heor: No block with id "heor" on this page. Did you mean "hero"?']);
    expect(resolver.errors.map((e) => e.code)).toEqual(['UnknownOverride']);
    expect(page?.blocks).toEqual(resolver.resolveVariant('base')?.blocks);
  });

  it('applies the overrides it can beside one it cannot', () => {
    const { page, errors } = resolve({ base, copy: 'extends: base\noverrides:\n  nope:\n    a: 1\n  hero:\n    heading: Hi\n' }, 'copy');
    expect(errors).toHaveLength(1);
    expect(blocksOf(page)[0]?.heading).toBe('Hi');
  });

  it('does not change the parent’s blocks', () => {
    const variants = { base, copy: 'extends: base\noverrides:\n  hero:\n    heading: Hi\n' };
    const resolver = resolverOf(variants);
    const parent = resolver.resolveVariant('base');
    const before = structuredClone(parent);
    resolver.resolveVariant('copy');
    expect(parent).toEqual(before);
  });
});

/**
 * Mutants of resolve.ts that Stryker found alive against the tests above (docs/developers/mutation-testing.md):
 * each test names the change it catches.
 */
describe('resolve.ts, mutants killed', () => {
  it("kills: deepMerge's copyRefOrigin removed: a block patched by overrides still names the $ref that brought it", () => {
    const { page } = resolve({ base, copy: 'extends: base\noverrides:\n  terms:\n    title: Ours\n' }, 'copy');
    expect(blocksOf(page)[1]?.title).toBe('Ours');
    expect(refOrigin(blocksOf(page)[1])).toEqual({ pos: { file: 'variants/base.yaml', line: 10, col: 11 }, ref: 'snippets#/legal-en' });
  });

  it("kills: a list's copyMemberLocation removed: each item of a resolved list keeps its own line", () => {
    const { value } = refs('tags:\n  - a\n  - b\nblocks:\n  - type: text\n  - $ref: "faq#/es"\n');
    expect(locate(value.tags, 1)).toEqual({ file: 'variants/page.yaml', line: 3, col: 5 });
    expect(locate(value.blocks, 1)).toEqual({ file: 'variants/page.yaml', line: 6, col: 5 });
  });

  it('kills: `if (origin)` made true for a $ref with and without keys beside it: a $ref written without a position keeps the origin of the $ref it leads to', () => {
    const resolver = new Resolver(new Map(), sources('variants/_shared/', { faq, chain: 'a:\n  $ref: "faq#/es"\n' }));
    const value = resolver.resolveRefs({ x: { $ref: 'chain#/a' }, y: { $ref: 'chain#/a', extra: 1 } }, '') as Json;
    expect(resolver.errors).toEqual([]);
    expect(value).toEqual({ x: { title: 'Preguntas' }, y: { title: 'Preguntas', extra: 1 } });
    const inner = { pos: { file: 'variants/_shared/chain.yaml', line: 2, col: 9 }, ref: 'faq#/es' };
    expect(refOrigin(value.x)).toEqual(inner);
    expect(refOrigin(value.y)).toEqual(inner);
  });

  it('kills: the path of a key beside a $ref emptied: a broken $ref there is reported under legal.faq', () => {
    const { errors } = refs('legal:\n  $ref: "snippets#/legal-en"\n  faq:\n    $ref: "nope#/x"\n');
    expect(errors).toEqual(['variants/page.yaml:4:11 legal.faq: No shared file variants/_shared/nope.yaml.']);
  });

  it("kills: resolveVariant's starting path changed: a broken $ref in a page is reported at blocks[0], not under another name", () => {
    const { page, errors } = resolve({ page: 'route: /a\nblocks:\n  - $ref: "snippets#/legal-eng"\n' }, 'page');
    expect(errors).toEqual([
      'variants/page.yaml:3:11 blocks[0]: $ref "snippets#/legal-eng": no "legal-eng" in variants/_shared/snippets.yaml. Did you mean "legal-en"?',
    ]);
    expect(page).toEqual({ route: '/a', blocks: [undefined] });
  });

  it('kills: `!isMap(own)` made false: a variant that is one $ref to a text, or to nothing, is no page', () => {
    const toText = resolve({ page: '$ref: "faq#/es/title"\n' }, 'page');
    expect(toText.page).toBeUndefined();
    expect(toText.errors).toEqual([]);
    const toNothing = resolve({ page: '$ref: "faq#/fr"\n' }, 'page');
    expect(toNothing.page).toBeUndefined();
    expect(toNothing.errors).toEqual(['variants/page.yaml:1:7: $ref "faq#/fr": no "fr" in variants/_shared/faq.yaml. Did you mean "en"?']);
  });

  it("kills: applyOverrides' guard made false or its || made &&: overrides on a page without blocks, or written as a list, change nothing here (the schema reports them)", () => {
    const noBlocks = resolve({ page: 'route: /a\noverrides:\n  hero:\n    heading: Hi\n' }, 'page');
    expect(noBlocks.page).toEqual({ route: '/a' });
    expect(noBlocks.errors).toEqual([]);
    const list = resolve({ base, copy: 'extends: base\noverrides:\n  - hero\n' }, 'copy');
    expect(list.errors).toEqual([]);
    expect(list.page?.blocks).toEqual(list.resolver.resolveVariant('base')?.blocks);
  });

  it("kills: applyOverrides' copyMemberLocation of blocks and of page keys removed: a patched page keeps every key's and block's line", () => {
    const { page } = resolve({ base, copy: 'extends: base\nroute: /copy\noverrides:\n  hero:\n    heading: Hi\n' }, 'copy');
    expect(locate(page, 'route')).toEqual({ file: 'variants/copy.yaml', line: 2, col: 8 });
    expect(locate(page, 'title')).toEqual({ file: 'variants/base.yaml', line: 3, col: 8 });
    expect(locate(page?.blocks, 1)).toEqual({ file: 'variants/base.yaml', line: 9, col: 5 });
    expect(locate(page?.blocks, 0)).toEqual({ file: 'variants/base.yaml', line: 5, col: 5 });
  });

  it('kills: the block id test loosened (any block, any id type) and the known ids left unfiltered: a block without an id, an empty item or a numeric id is no id to patch or suggest', () => {
    const page = 'route: /a\nblocks:\n  - id: hero\n    type: hero\n  - type: text\n  -\n  - id: 7\n    type: text\n';
    const { errors } = resolve({ page: `${page}overrides:\n  heor:\n    heading: Hi\n  "7":\n    type: faq\n` }, 'page');
    expect(errors).toEqual([
      'variants/page.yaml:13:5 overrides.7: No block with id "7" on this page.',
      'variants/page.yaml:11:5 overrides.heor: No block with id "heor" on this page. Did you mean "hero"?',
    ]);
  });

  it("kills: the fallback to the page's overrides key changed: overrides built without positions are reported where the page says overrides", () => {
    const value = { route: '/a', blocks: [{ id: 'hero' }], overrides: { heor: { heading: 'Hi' } } };
    const overridesAt = { file: 'variants/built.yaml', line: 3, col: 3 };
    setLocation(value, { file: 'variants/built.yaml', line: 1, col: 1 }, new Map([['overrides', overridesAt]]));
    const resolver = new Resolver(new Map([['built', { name: 'built', file: 'variants/built.yaml', value }]]), new Map());
    expect(resolver.resolveVariant('built')?.blocks).toEqual([{ id: 'hero' }]);
    expect(resolver.errors).toEqual([
      { code: 'UnknownOverride', pos: overridesAt, path: 'overrides.heor', message: 'No block with id "heor" on this page. Did you mean "hero"?' },
    ]);
  });
});
