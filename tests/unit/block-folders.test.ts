/**
 * Holds the block-folder convention (see the brief and STYLE.md §1) on both shelves, the library
 * (src/blocks/) and the site's own blocks (src/site/blocks/): every folder is one block with its
 * schema, fixtures, story and test; each shelf's registry lists exactly its folders; no type is on
 * both shelves; the fixtures say what the schema accepts and rejects; Storybook shows every valid one.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The two shelves, each a folder of block folders with its own generated registry. */
const shelves = [
  { shelf: 'src/blocks', registry: () => import('../../src/blocks/registry.generated') },
  { shelf: 'src/site/blocks', registry: () => import('../../src/site/blocks/registry.generated') },
] as const;
type Shelf = (typeof shelves)[number]['shelf'];

const root = fileURLToPath(new URL('../../', import.meta.url));

const foldersOf = (shelf: Shelf) =>
  readdirSync(join(root, shelf), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

/** Every block folder of both shelves, with the shelf it is on. */
const folders = shelves.flatMap(({ shelf }) => foldersOf(shelf).map((type) => ({ shelf, type })));

const camel = (name: string) => name.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());

const requiredFiles = (type: string) => ['index.ts', 'schema.ts', 'fixtures.ts', `${type}.stories.tsx`, `${type}.test.tsx`];

/** What a block folder's modules look like from outside, checked before use (no casts of unknowns). */
const blockShape = z.object({
  type: z.string(),
  schema: z.custom<z.ZodObject>((value) => value instanceof z.ZodObject, 'a zod object schema'),
  Component: z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'a component function'),
  description: z.string().min(1),
});
const fixturesShape = z.object({
  valid: z.record(z.string(), z.unknown()),
  invalid: z.array(z.object({ name: z.string().min(1), data: z.unknown(), message: z.instanceof(RegExp) })),
});
const storyShape = z.looseObject({ args: z.record(z.string(), z.unknown()).optional() });
const storiesShape = z.looseObject({ default: z.looseObject({ args: z.record(z.string(), z.unknown()).optional() }) });

type Loaded<T> = { ok: true; value: T } | { ok: false; error: string };

/** Imports one module of a folder; a broken or missing file fails that folder's tests, not the whole file. */
async function load<T>(shelf: Shelf, type: string, file: string, shape: z.ZodType<T>): Promise<Loaded<T>> {
  const path = join(root, shelf, type, file);
  if (!existsSync(path)) return { ok: false, error: `${shelf}/${type}/${file} is missing` };
  try {
    const parsed = shape.safeParse(await import(/* @vite-ignore */ path));
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, error: `${shelf}/${type}/${file} has unexpected exports:\n${z.prettifyError(parsed.error)}` };
  } catch (error) {
    return { ok: false, error: `${shelf}/${type}/${file} failed to import: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function expectLoaded<T>(loaded: Loaded<T>): T {
  if (!loaded.ok) expect.fail(loaded.error);
  return loaded.value;
}

const loaded = await Promise.all(
  folders.map(async ({ shelf, type }) => ({
    shelf,
    type,
    index: await load(shelf, type, 'index.ts', z.looseObject({ block: blockShape })),
    schema: await load(shelf, type, 'schema.ts', z.record(z.string(), z.unknown())),
    fixtures: await load(shelf, type, 'fixtures.ts', fixturesShape),
    stories: await load(shelf, type, `${type}.stories.tsx`, storiesShape),
  })),
);

/** Every way a block test might print the issues; an invalid fixture's message must match one. */
function issueTexts(error: z.ZodError): string[] {
  return [
    error.issues.map((issue) => issue.message).join('\n'),
    error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    z.prettifyError(error),
  ];
}

describe.each(shelves)('$shelf/', ({ shelf, registry }) => {
  it('has block folders', () => {
    expect(foldersOf(shelf).length).toBeGreaterThan(0);
  });

  it('names every folder in kebab-case (the folder name is the YAML type)', () => {
    expect(
      foldersOf(shelf)
        .filter((type) => !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type))
        .join(', '),
    ).toBe('');
  });

  it('registry.generated.ts lists exactly the block folders, each under its own type', async () => {
    const { blocks } = await registry();
    const keys = Object.keys(blocks);
    const types = foldersOf(shelf);
    const problems = [
      ...types.filter((type) => !keys.includes(type)).map((type) => `${type} is not registered`),
      ...keys.filter((key) => !types.includes(key)).map((key) => `${key} has no folder`),
    ];
    expect(problems.join('; '), 'run `npx tsx scripts/generate.ts`').toBe('');
    for (const [key, block] of Object.entries(blocks)) expect(block.type, `registry key ${key}`).toBe(key);
  });
});

describe('the two shelves', () => {
  it('share no type: a site block never takes the name of a library block', () => {
    const [library, site] = shelves.map(({ shelf }) => foldersOf(shelf));
    expect(site!.filter((type) => library!.includes(type))).toEqual([]);
  });

  it("are what the site's engine is given: every block of both, sorted by type", async () => {
    const { blocks } = await import('../../src/site/engine');
    expect(Object.keys(blocks)).toEqual(folders.map(({ type }) => type).sort());
  });
});

describe.each(loaded)('block folder $shelf/$type', ({ shelf, type, index, schema, fixtures, stories }) => {
  it(`has ${requiredFiles(type).join(', ')}`, () => {
    const missing = requiredFiles(type).filter((file) => !existsSync(join(root, shelf, type, file)));
    expect(missing.join(', '), `missing in ${shelf}/${type}/`).toBe('');
  });

  it(`index.ts exports a block whose type is "${type}" and whose schema is schema.ts's ${camel(type)}Schema`, () => {
    const { block } = expectLoaded(index);
    expect(block.type).toBe(type);
    const schemaExports = expectLoaded(schema);
    expect(schemaExports[`${camel(type)}Schema`], `schema.ts must export ${camel(type)}Schema`).toBe(block.schema);
  });

  it('has at least one valid fixture', () => {
    expect(Object.keys(expectLoaded(fixtures).valid).length).toBeGreaterThan(0);
  });

  it('parses every valid fixture', () => {
    const { block } = expectLoaded(index);
    for (const [name, data] of Object.entries(expectLoaded(fixtures).valid)) {
      const result = block.schema.safeParse(data);
      expect(result.success, `valid.${name}: ${result.error ? z.prettifyError(result.error) : ''}`).toBe(true);
    }
  });

  it('rejects every invalid fixture with its message', () => {
    const { block } = expectLoaded(index);
    for (const { name, data, message } of expectLoaded(fixtures).invalid) {
      const result = block.schema.safeParse(data);
      expect(result.success, `invalid "${name}" was accepted`).toBe(false);
      if (result.error) {
        const texts = issueTexts(result.error);
        expect(
          texts.some((text) => message.test(text)),
          `invalid "${name}": ${message} not in\n${texts[2]}`,
        ).toBe(true);
      }
    }
  });

  it(`${type}.stories.tsx shows every valid fixture`, () => {
    const { block } = expectLoaded(index);
    const { default: meta, ...exports } = expectLoaded(stories);
    const storyArgs = new Map(
      Object.entries(exports)
        .filter(([name]) => name !== '__namedExportsOrder')
        .map(([name, story]) => [name, { ...meta.args, ...storyShape.parse(story).args }]),
    );
    // Covered: a story's args are the parsed fixture, or the story carries the fixture's name
    // (valid.worldCup → WorldCup) and adjusts a detail for Storybook, like a fresh storage key.
    const uncovered = Object.entries(expectLoaded(fixtures).valid)
      .filter(([name, data]) => {
        const parsed = block.schema.safeParse(data);
        if (storyArgs.has(pascal(name))) return false;
        return !parsed.success || ![...storyArgs.values()].some((args) => isDeepStrictEqual(args, parsed.data));
      })
      .map(([name]) => `valid.${name}`);
    expect(uncovered.join(', '), 'add `export const X: Story = { args: block.schema.parse(valid.x) }`').toBe('');
  });
});
