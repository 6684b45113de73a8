/**
 * `npm run new` (scripts/new.ts), run as an author runs it, on a throwaway copy of the project:
 * what it prints, what it writes, and that what it writes passes the checks CI runs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build-site';
import { formatError } from '../../src/engine/errors';
import { loadSite } from '../../src/site/engine';
import { repoRoot, tempDir } from './engine/variants-dir';

/** A copy of the project that `npm run new -- … --root` may write into. */
function projectCopy(): string {
  const root = tempDir('scaffold');
  for (const entry of [
    'src',
    'scripts',
    'edge',
    'experiments',
    'schemas',
    'variants',
    'supabase',
    'docs', // npm run generate writes the table of RPCs into docs/developers/rpcs.md
    'tests',
    'tsconfig.json',
    'vite.config.ts',
    'package.json',
  ]) {
    cpSync(join(repoRoot, entry), join(root, entry), { recursive: true });
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  symlinkSync(join(repoRoot, 'public'), join(root, 'public'));
  return root;
}

function run(command: string, args: string[], cwd = repoRoot) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const result = spawnSync(process.execPath, [join(repoRoot, command), ...args], { cwd, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const newCli = (root: string, ...args: string[]) => run('node_modules/tsx/dist/cli.mjs', [join(repoRoot, 'scripts/new.ts'), '--root', root, ...args]);
const lines = (text: string) => text.trimEnd().split('\n');
const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

let root: string;
beforeAll(() => {
  root = projectCopy();
});

describe('npm run new -- variant', () => {
  it('writes variants/spring.yaml extending home at /spring, valid at once and built as spring.html', async () => {
    const result = newCli(root, 'variant', '/spring', '--from', 'home');
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual(['✓ wrote variants/spring.yaml: /spring extends home and validates; the build writes spring.html']);
    expect(result.status).toBe(0);
    expect(lines(readFileSync(join(root, 'variants/spring.yaml'), 'utf8'))).toEqual([
      '# yaml-language-server: $schema=../schemas/variant.schema.json',
      "# /spring: the page of variants/home.yaml at its own address. Keys written here replace home's.",
      'extends: home',
      'route: /spring',
      '# To change one block, name it by its id under overrides (only the keys you write change):',
      '# overrides:',
      '#   hero:',
      '#     badge: World Cup of Land',
    ]);
    expect(loadSite({ root }).errors.map(formatError)).toEqual([]);

    const outDir = tempDir('scaffold-dist');
    const built = await buildSite({ root: repoRoot, variantsDir: join(root, 'variants'), outDir, quiet: true });
    expect(built.messages).toEqual([]);
    expect(built.files).toContain('spring.html');
    expect(readFileSync(join(outDir, 'spring.html'), 'utf8')).toContain('<link rel="canonical" href="https://landfall.example/spring"');
  });

  it('the commented override example works once uncommented', () => {
    const text = readFileSync(join(root, 'variants/spring.yaml'), 'utf8')
      .replace(/^# (overrides:| {2})/gm, '$1')
      .replace('badge: World Cup of Land', 'badge: Spring Sale');
    writeFileSync(join(root, 'variants/spring-uncommented.yaml'), text.replace('route: /spring', 'route: /spring-uncommented'));
    const { pages, errors } = loadSite({ root });
    expect(errors.map(formatError)).toEqual([]);
    const page = pages.find((p) => p.name === 'spring-uncommented');
    expect(page?.data.blocks[0]).toMatchObject({ type: 'hero', id: 'hero', badge: 'Spring Sale' });
  });

  it.each([
    [
      ['variant', '/Spring', '--from', 'home'],
      'npm run new: "/Spring" is not a route for a new page: routes look like /spring or /spring/sale (lowercase letters, digits, hyphens)',
    ],
    [
      ['variant', 'spring', '--from', 'home'],
      'npm run new: "spring" is not a route for a new page: routes look like /spring or /spring/sale (lowercase letters, digits, hyphens)',
    ],
    [
      ['variant', '/', '--from', 'home'],
      'npm run new: "/" is not a route for a new page: routes look like /spring or /spring/sale (lowercase letters, digits, hyphens)',
    ],
    [['variant', '/autumn', '--from', 'hom'], 'npm run new: No variant "hom" in variants/ to start from. Did you mean "home"?'],
    [['variant', '/gracias', '--from', 'home'], 'npm run new: /gracias is already the route of variants/thanks-es.yaml; nothing was written'],
    [['variant', '/autumn'], 'npm run new: variant needs --from <variant>: the page /autumn starts as a copy of, like --from home'],
  ])('refuses %j with one line saying why, and writes nothing', (args, message) => {
    const before = listing(join(root, 'variants'));
    const result = newCli(root, ...args);
    expect(lines(result.stderr)[0]).toBe(message);
    expect(result.status).toBe(1);
    expect(listing(join(root, 'variants'))).toEqual(before);
  });

  it('never overwrites an existing variant file', () => {
    writeFileSync(join(root, 'variants/summer.yaml'), '# my own draft\n');
    const result = newCli(root, 'variant', '/summer', '--from', 'home');
    expect(lines(result.stderr)).toEqual(['npm run new: variants/summer.yaml already exists; nothing was written (pick another route, or edit that file)']);
    expect(result.status).toBe(1);
    expect(readFileSync(join(root, 'variants/summer.yaml'), 'utf8')).toBe('# my own draft\n');
  });
});

describe('npm run new -- block', () => {
  it('writes src/blocks/price-table/ that registers, type-checks and passes the folder tests and its own test', () => {
    const result = newCli(root, 'block', 'price-table');
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual([
      '✓ wrote src/blocks/price-table/: schema.ts, price-table.tsx, index.ts, fixtures.ts, price-table.stories.tsx, price-table.test.tsx',
      '✓ registered "price-table" (src/blocks/registry.generated.ts, schemas/*.json)',
      'Next: describe its data in schema.ts, then npx vitest run src/blocks/price-table and npm run storybook',
    ]);
    expect(result.status).toBe(0);
    expect(readFileSync(join(root, 'src/blocks/registry.generated.ts'), 'utf8')).toContain("  'price-table': priceTable,");
    expect(readFileSync(join(root, 'schemas/variant.schema.json'), 'utf8')).toContain('"const": "price-table"');

    writeFileSync(
      join(root, 'tsconfig.scaffold.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/blocks/price-table', 'src/blocks/registry.generated.ts'] }),
    );
    const tsc = run('node_modules/typescript/bin/tsc', ['--noEmit', '-p', join(root, 'tsconfig.scaffold.json')], root);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const vitest = run('node_modules/vitest/vitest.mjs', ['run', '--project', 'unit', 'tests/unit/block-folders.test.ts', 'src/blocks/price-table'], root);
    expect(vitest.stdout).toMatch(/✓ .*src\/blocks\/price-table\/price-table\.test\.tsx \(4 tests\)/);
    expect(vitest.stdout).toMatch(/Test Files\s+2 passed \(2\)/);
    expect(vitest.status).toBe(0);
  });

  it.each([
    [
      ['block', 'Price_Table'],
      'npm run new: "Price_Table" is not a block type: use lowercase words joined by hyphens, like price-table (it is the folder name and the YAML type)',
    ],
    [['block', 'new'], 'npm run new: "new" is a JavaScript keyword and cannot name a block; try new-block'],
    [['block', 'section'], 'npm run new: "section" would shadow the Section component every block uses; try section-block'],
  ])('refuses %j with one line saying why, and writes nothing', (args, message) => {
    const before = listing(join(root, 'src/blocks'));
    const result = newCli(root, ...args);
    expect(lines(result.stderr)[0]).toBe(message);
    expect(result.status).toBe(1);
    expect(listing(join(root, 'src/blocks'))).toEqual(before);
  });

  it('never overwrites an existing block folder', () => {
    const before = readFileSync(join(root, 'src/blocks/stats/schema.ts'), 'utf8');
    const result = newCli(root, 'block', 'stats');
    expect(lines(result.stderr)).toEqual(['npm run new: src/blocks/stats/ already exists; nothing was written']);
    expect(result.status).toBe(1);
    expect(readFileSync(join(root, 'src/blocks/stats/schema.ts'), 'utf8')).toBe(before);
    expect(existsSync(join(root, 'src/blocks/stats/stats.tsx'))).toBe(true);
  });
});

/** Every file under the given paths of the copy, with its content: what a step must leave as it was. */
const contents = (paths: string[]) =>
  paths.flatMap((path) => {
    const full = join(root, path);
    if (!statSync(full).isDirectory()) return [`${path}\n${readFileSync(full, 'utf8')}`];
    return listing(full)
      .filter((file) => statSync(join(full, file)).isFile())
      .map((file) => `${path}/${file}\n${readFileSync(join(full, file), 'utf8')}`);
  });

describe('npm run new -- block --site', () => {
  it('writes src/site/blocks/price-list/ without touching the library or the engine, and a page can use it at once', () => {
    const library = ['src/blocks', 'src/engine', 'src/site/engine.ts', 'src/site/shelves.ts'];
    const before = contents(library);
    const result = newCli(root, 'block', 'price-list', '--site');
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual([
      '✓ wrote src/site/blocks/price-list/: schema.ts, price-list.tsx, index.ts, fixtures.ts, price-list.stories.tsx, price-list.test.tsx',
      '✓ registered "price-list" (src/site/blocks/registry.generated.ts, schemas/*.json)',
      'Next: describe its data in schema.ts, then npx vitest run src/site/blocks/price-list and npm run storybook',
    ]);
    expect(result.status).toBe(0);
    expect(contents(library)).toEqual(before);
    expect(readFileSync(join(root, 'src/site/blocks/registry.generated.ts'), 'utf8')).toContain("  'price-list': priceList,");
    expect(readFileSync(join(root, 'schemas/variant.schema.json'), 'utf8')).toContain('"const": "price-list"');

    // A page of the copy uses it, and the copy's own npm run validate (its engine, its registries) accepts it.
    writeFileSync(
      join(root, 'variants/price-list.yaml'),
      [
        '# yaml-language-server: $schema=../schemas/variant.schema.json',
        'route: /price-list',
        'locale: en',
        'title: Price list | Landfall',
        'description: A page made of a block the site added without touching the library or the engine.',
        'productId: founder-membership',
        'blocks:',
        '  - type: price-list',
        '    id: price-list',
        '    heading: Prices',
        '    items: [The first point, The second point]',
        '',
      ].join('\n'),
    );
    const validate = run('node_modules/tsx/dist/cli.mjs', [join(root, 'scripts/validate.ts'), 'variants/price-list.yaml'], root);
    expect(validate.stdout + validate.stderr).toMatch(/^✓ \d+ variants valid\.$/m);
    expect(validate.status).toBe(0);

    writeFileSync(
      join(root, 'tsconfig.scaffold-site.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/site/blocks/price-list', 'src/site/blocks/registry.generated.ts', 'src/site/engine.ts'] }),
    );
    const tsc = run('node_modules/typescript/bin/tsc', ['--noEmit', '-p', join(root, 'tsconfig.scaffold-site.json')], root);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const vitest = run('node_modules/vitest/vitest.mjs', ['run', '--project', 'unit', 'tests/unit/block-folders.test.ts', 'src/site/blocks/price-list'], root);
    expect(vitest.stdout).toMatch(/✓ .*src\/site\/blocks\/price-list\/price-list\.test\.tsx \(4 tests\)/);
    expect(vitest.stdout).toMatch(/Test Files\s+2 passed \(2\)/);
    expect(vitest.status).toBe(0);
  });

  it.each([
    [
      ['block', 'stats', '--site'],
      'npm run new: src/blocks/stats/ already has a block of type "stats", and a type names one block on either shelf; nothing was written',
    ],
    [
      ['block', 'plot-board'],
      'npm run new: src/site/blocks/plot-board/ already has a block of type "plot-board", and a type names one block on either shelf; nothing was written',
    ],
    [['block', 'plot-board', '--site'], 'npm run new: src/site/blocks/plot-board/ already exists; nothing was written'],
  ])('refuses %j: a type names one block on either shelf', (args, message) => {
    const before = [listing(join(root, 'src/blocks')), listing(join(root, 'src/site/blocks'))];
    const result = newCli(root, ...args);
    expect(lines(result.stderr)).toEqual([message]);
    expect(result.status).toBe(1);
    expect([listing(join(root, 'src/blocks')), listing(join(root, 'src/site/blocks'))]).toEqual(before);
  });
});

describe('npm run new', () => {
  it('with no arguments prints how to use it', () => {
    const result = newCli(root);
    expect(lines(result.stdout)).toEqual([
      'Usage:',
      '  npm run new -- variant <route> --from <variant>            a page extending another, e.g. npm run new -- variant /spring --from home',
      '  npm run new -- block <type> [--site] [--description TEXT]  a block folder src/blocks/<type>/ (kebab-case), registered at once',
      "Options: --site      the block is this site's own: src/site/blocks/<type>/, beside the library, not in it",
      '         --root DIR  work in another copy of the project',
    ]);
    expect(result.status).toBe(0);
  });

  it('names the two kinds for anything else', () => {
    const result = newCli(root, 'page', '/x');
    expect(lines(result.stderr)[0]).toBe('npm run new: unknown kind "page": make a variant or a block.');
    expect(result.status).toBe(1);
  });
});
