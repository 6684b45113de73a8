/**
 * npm run new -- variant /spring --from home | npm run new -- block price-table [--site] [--description "…"]
 * Starts a page or a block folder that is valid as written: a variant extending an existing page,
 * or a block folder (schema, component, fixtures, story, test) registered with `npm run generate`,
 * in the library (src/blocks/) or, with --site, among this site's own blocks (src/site/blocks/).
 * Refuses to overwrite anything. `--root DIR` works on another copy of the project (tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

async function newVariant(root: string, args: string[]): Promise<string[]> {
  // Loaded here, not above: they bring every block, which `new block` and the usage do not need.
  const { formatError } = await import('../src/engine/errors');
  const { engine } = await import('../src/site/engine');
  const { newVariant: writeVariant } = await import('../src/editor/new-variant');
  const from = option(args, '--from');
  const [route, ...extra] = args;
  if (!route) throw new UsageError('variant needs a route, like /spring');
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (!from) throw new UsageError(`variant needs --from <variant>: the page ${route} starts as a copy of, like --from home`);
  const { file, name, parent, errors } = writeVariant(engine, { root }, { route, from });
  if (errors.length) return [`wrote ${file}, but it does not validate yet:`, ...errors.map(formatError)];
  return [`✓ wrote ${file}: ${route} extends ${parent} and validates; the build writes ${name}.html`];
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
