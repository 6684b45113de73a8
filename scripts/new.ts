/**
 * npm run new -- variant /spring --from home | npm run new -- block price-table [--site] [--description "…"]
 * Starts a page or a block folder that is valid as written: a variant extending an existing page,
 * or a block folder (schema, component, fixtures, story, test) registered with `npm run generate`,
 * in the library (src/blocks/) or, with --site, among this site's own blocks (src/site/blocks/).
 * Refuses to overwrite anything. `--root DIR` works on another copy of the project (tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { suggestionText } from '../src/engine/error-catalogue';
import { didYouMean } from '../src/engine/suggest';
import { blockFiles, blockTypeProblem, shelfDir, type Shelf } from './new-block-files';

const usage = [
  'Usage:',
  '  npm run new -- variant <route> --from <variant>            a page extending another, e.g. npm run new -- variant /spring --from home',
  '  npm run new -- block <type> [--site] [--description TEXT]  a block folder src/blocks/<type>/ (kebab-case), registered at once',
  "Options: --site      the block is this site's own: src/site/blocks/<type>/, beside the library, not in it",
  '         --root DIR  work in another copy of the project',
].join('\n');

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

/** Whether a flag without a value was given; removes it from args. */
function flag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

/** Variant names (file names without .yaml/.json) with the route each declares. */
function variantRoutes(variantsDir: string): Map<string, string | undefined> {
  const routes = new Map<string, string | undefined>();
  for (const file of readdirSync(variantsDir).filter((f) => /\.(ya?ml|json)$/.test(f))) {
    const doc = parseDocument(readFileSync(join(variantsDir, file), 'utf8'));
    const route = isMap(doc.contents) ? doc.contents.get('route') : undefined;
    routes.set(file.replace(/\.(ya?ml|json)$/, ''), typeof route === 'string' ? route : undefined);
  }
  return routes;
}

/** `hero:\n  badge: World Cup of Land`: a block of the parent (or its parent) and one of its texts. */
function overrideExample(variantsDir: string, name: string, seen = new Set<string>()): string[] {
  const path = join(variantsDir, `${name}.yaml`);
  if (seen.has(name) || !existsSync(path)) return [];
  seen.add(name);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  if (!isMap(doc.contents)) return [];
  const blocks = doc.contents.get('blocks');
  for (const block of isSeq(blocks) ? blocks.items : []) {
    if (!isMap(block)) continue;
    const id = block.get('id');
    if (typeof id !== 'string') continue;
    const text = block.items.find(
      (pair) =>
        isScalar(pair.key) &&
        !['type', 'id', 'anchor', '$ref'].includes(String(pair.key.value)) &&
        isScalar(pair.value) &&
        typeof pair.value.value === 'string',
    );
    const field = text && isScalar(text.key) && isScalar(text.value) ? `${String(text.key.value)}: ${String(text.value.value)}` : 'heading: Your own heading';
    return [`${id}:`, `  ${field}`];
  }
  const parent = doc.contents.get('extends');
  return typeof parent === 'string' ? overrideExample(variantsDir, parent, seen) : [];
}

async function newVariant(root: string, args: string[]): Promise<string[]> {
  // Loaded here, not above: they bring every block, which `new block` and the usage do not need.
  const { formatError } = await import('../src/engine/errors');
  const { schemaComment } = await import('../src/engine/load-site');
  const { loadSite } = await import('../src/site/engine');
  const { routeSchema } = await import('../src/engine/page-schema');
  const from = option(args, '--from');
  const [route, ...extra] = args;
  if (!route) throw new UsageError('variant needs a route, like /spring');
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (!from) throw new UsageError(`variant needs --from <variant>: the page ${route} starts as a copy of, like --from home`);
  const checked = routeSchema.safeParse(route);
  if (!checked.success || route === '/' || route === '*') {
    throw new Error(`"${route}" is not a route for a new page: routes look like /spring or /spring/sale (lowercase letters, digits, hyphens)`);
  }
  const variantsDir = join(root, 'variants');
  const routes = variantRoutes(variantsDir);
  const parentName = from.replace(/\.ya?ml$/, '');
  if (!routes.has(parentName)) {
    throw new Error(`No variant "${parentName}" in variants/ to start from.${suggestionText(didYouMean(parentName, [...routes.keys()]))}`);
  }
  const name = route.slice(1).replaceAll('/', '-');
  const file = `variants/${name}.yaml`;
  for (const existing of [`${name}.yaml`, `${name}.yml`, `${name}.json`]) {
    if (existsSync(join(variantsDir, existing)))
      throw new Error(`variants/${existing} already exists; nothing was written (pick another route, or edit that file)`);
  }
  const taken = [...routes].find(([, r]) => r === route);
  if (taken) throw new Error(`${route} is already the route of variants/${taken[0]}.yaml; nothing was written`);

  const example = overrideExample(variantsDir, parentName);
  const lines = [
    schemaComment,
    `# ${route}: the page of variants/${parentName}.yaml at its own address. Keys written here replace ${parentName}'s.`,
    `extends: ${parentName}`,
    `route: ${route}`,
    ...(example.length
      ? ['# To change one block, name it by its id under overrides (only the keys you write change):', '# overrides:', ...example.map((l) => `#   ${l}`)]
      : []),
    '',
  ];
  writeFileSync(join(variantsDir, `${name}.yaml`), lines.join('\n'), { flag: 'wx' });
  const { errors } = loadSite({ root, only: [file] });
  if (errors.length) return [`wrote ${file}, but it does not validate yet:`, ...errors.map(formatError)];
  return [`✓ wrote ${file}: ${route} extends ${parentName} and validates; the build writes ${name}.html`];
}

function newBlock(root: string, args: string[]): string[] {
  const description = option(args, '--description');
  const shelf: Shelf = flag(args, '--site') ? 'site' : 'library';
  const [type, ...extra] = args;
  if (!type) throw new UsageError('block needs a type, like price-table');
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  const problem = blockTypeProblem(type);
  if (problem) throw new Error(problem);
  const folder = `${shelfDir[shelf]}/${type}/`;
  if (existsSync(join(root, folder))) throw new Error(`${folder} already exists; nothing was written`);
  // A type names one block on either shelf: src/site/engine.ts refuses a type on both.
  const other = `${shelfDir[shelf === 'site' ? 'library' : 'site']}/${type}/`;
  if (existsSync(join(root, other))) {
    throw new Error(`${other} already has a block of type "${type}", and a type names one block on either shelf; nothing was written`);
  }
  const files = blockFiles(type, description, shelf);
  mkdirSync(join(root, folder), { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(root, folder, file), content, { flag: 'wx' });
  // The registries and the JSON Schemas are generated from the folders: regenerate them in that root.
  const generate = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'scripts/generate.ts')], { cwd: root, encoding: 'utf8' });
  if (generate.status !== 0) throw new Error(`wrote ${folder}, but npm run generate failed:\n${generate.stderr.trim()}`);
  return [
    `✓ wrote ${folder}: ${Object.keys(files).join(', ')}`,
    `✓ registered "${type}" (${shelfDir[shelf]}/registry.generated.ts, schemas/*.json)`,
    `Next: describe its data in schema.ts, then npx vitest run ${shelfDir[shelf]}/${type} and npm run storybook`,
  ];
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  try {
    const rootFlag = option(args, '--root');
    if (!args.length || args.includes('--help') || args.includes('-h')) {
      console.log(usage);
      return 0;
    }
    const root = rootFlag ? resolve(rootFlag) : join(import.meta.dirname, '..');
    const [kind, ...rest] = args;
    let lines: string[];
    if (kind === 'variant') lines = await newVariant(root, rest);
    else if (kind === 'block') lines = newBlock(root, rest);
    else throw new UsageError(`unknown kind "${kind}": make a variant or a block.${suggestionText(didYouMean(kind ?? '', ['variant', 'block']))}`);
    for (const line of lines) console.log(line);
    return lines[0]?.startsWith('✓') ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`npm run new: ${message}`);
    if (error instanceof UsageError) console.error(usage);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
