/**
 * Writes the generated files: the two block registries (the library's from the folders in
 * src/blocks/, the site's own from those in src/site/blocks/), the
 * JSON Schemas (from the zod schemas), the edge functions' file rule (src/contract/file-rule.ts) and product catalogue (from
 * variants/_shared/products.yaml) and their checkout languages (site.yaml's locales, each with
 * the route of its membership-form page), and for each site in examples/ (a folder with an
 * engine.ts) the JSON Schemas its own files name in examples/<name>/schemas/, and the table of
 * RPCs in docs/developers/rpcs.md (from src/contract/rpcs.ts). With --check,
 * fails when a committed copy is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { callingCodesFile, callingCodesSource } from './generate-calling-codes';
import { flagRegionsFile, flagRegionsSource } from './flags';
import { functionsCatalogSource, functionsFileRuleFile, functionsFileRuleSource, functionsLocalesSource, header } from './generate-functions';
import { rpcTableFile, rpcTableSource } from './rpc-table';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The two shelves of blocks: the library, blocks any landing page may use, and the site's own.
 * Each folder holding an index.ts is a block, its name the YAML `type`; each shelf has a registry.
 */
const shelves = [
  { dir: 'src/blocks', what: "The library's block types (blocks any landing page may use)" },
  { dir: 'src/site/blocks', what: "This site's own block types (src/site/engine.ts adds them to the library's)" },
] as const;

const blockFolders = (shelf: string): string[] => {
  const dir = join(root, shelf);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
};

function registrySource({ dir, what }: (typeof shelves)[number]): string {
  const types = blockFolders(dir);
  return [
    `// ${header('npm run generate')}`,
    ...types.map((t) => `import { block as ${camel(t)} } from './${t}';`),
    ...(types.length ? [''] : []),
    `/** ${what}, keyed by the folder name that is also its YAML \`type\`. */`,
    'export const blocks = {',
    ...types.map((t) => `  '${t}': ${camel(t)},`),
    '};',
    '',
  ].join('\n');
}

const outputs: { file: string; content: () => Promise<string> | string }[] = [
  ...shelves.map((shelf) => ({ file: `${shelf.dir}/registry.generated.ts`, content: () => registrySource(shelf) })),
  { file: callingCodesFile, content: callingCodesSource },
  { file: flagRegionsFile, content: flagRegionsSource },
  { file: functionsFileRuleFile, content: () => functionsFileRuleSource(root) },
  { file: rpcTableFile, content: () => rpcTableSource(root) },
];

/** A committed JSON Schema: the zod-made schema with the header that says where it comes from. */
const json = (schema: object) => `${JSON.stringify({ $comment: header('npm run generate'), ...schema }, null, 2)}\n`;

// The schemas import the registry, so the registry is written first.
async function schemaOutputs() {
  const { jsonSchemas } = await import('../src/site/engine');
  const { readSiteLocales } = await import('../supabase/embedded/site-locales');
  const { editorVariantSchema } = await import('../src/engine/editor-schema');
  const { experimentJsonSchema } = await import('../src/experiments/json-schema');
  return [
    { file: 'schemas/variant.schema.json', content: async () => json(editorVariantSchema(jsonSchemas.variant(), await editorContext())) },
    { file: 'schemas/site.schema.json', content: () => json(jsonSchemas.site()) },
    { file: 'schemas/products.schema.json', content: () => json(jsonSchemas.products()) },
    { file: 'schemas/dialogs.schema.json', content: () => json(jsonSchemas.dialogs(readSiteLocales())) },
    { file: 'schemas/experiment.schema.json', content: () => json(experimentJsonSchema()) },
    { file: 'supabase/functions/_shared/catalog.generated.ts', content: () => functionsCatalogSource(root) },
    { file: 'supabase/functions/_shared/locales.generated.ts', content: () => functionsLocalesSource(root) },
  ];
}

/**
 * What the editor schema adds to the command line's: each block's description and fixtures, the
 * product ids and the shared fragments, so the committed schema goes stale when any of them change.
 */
async function editorContext(): Promise<import('../src/engine/editor-schema').EditorContext> {
  const { blocks } = await import('../src/site/engine');
  const { readYamlDir } = await import('../src/engine/site-cache');
  const { parseJsonFile, parseYamlFile } = await import('../src/engine/source');
  const shared = readYamlDir(join(root, 'variants/_shared'), 'variants/_shared').map(({ name, file, text }) => ({
    name,
    value: (file.endsWith('.json') ? parseJsonFile : parseYamlFile)(file, text).value,
  }));
  const products = shared.find((f) => f.name === 'products')?.value;
  const editorBlocks = await Promise.all(
    Object.values(blocks).map(async ({ type, description }) => {
      // src/blocks/<type>/fixtures.ts or src/site/blocks/<type>/fixtures.ts: the shelf the block is on.
      const fixtures = shelves.map(({ dir }) => join(root, dir, type, 'fixtures.ts')).find((file) => existsSync(file));
      const { valid } = fixtures ? ((await import(fixtures)) as { valid?: Record<string, unknown> }) : {};
      return { type, description, examples: Object.values(valid ?? {}) };
    }),
  );
  return { blocks: editorBlocks, productIds: Object.keys(products ?? {}), shared };
}

/**
 * A site in examples/ names its own JSON Schemas in its files' first line, as this one does: the
 * same four, from its own engine (its blocks, its dialogs) and its own site.yaml's languages.
 */
async function exampleSchemaOutputs() {
  const { siteLocales } = await import('../src/engine/site-schema');
  const examples = join(root, 'examples');
  const sites = existsSync(examples) ? readdirSync(examples).filter((name) => existsSync(join(examples, name, 'engine.ts'))) : [];
  return (
    await Promise.all(
      sites.sort().map(async (name) => {
        const { engine } = (await import(join(examples, name, 'engine.ts'))) as { engine: import('../src/engine/engine').Engine };
        const { site } = engine.loadSite({ root: join(examples, name) });
        if (!site) throw new Error(`examples/${name}/variants/_shared/site.yaml is invalid; run npm run build -- --site examples/${name}`);
        const dir = `examples/${name}/schemas`;
        return [
          { file: `${dir}/variant.schema.json`, content: () => json(engine.jsonSchemas.variant()) },
          { file: `${dir}/site.schema.json`, content: () => json(engine.jsonSchemas.site()) },
          { file: `${dir}/products.schema.json`, content: () => json(engine.jsonSchemas.products()) },
          { file: `${dir}/dialogs.schema.json`, content: () => json(engine.jsonSchemas.dialogs(siteLocales(site))) },
        ];
      }),
    )
  ).flat();
}

let stale = 0;
async function emit(list: typeof outputs) {
  for (const { file, content } of list) {
    const next = await content();
    const path = join(root, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === next) continue;
    if (check) {
      console.error(`${file} is out of date: run npm run generate and commit the result`);
      stale++;
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, next);
      console.log(`wrote ${file}`);
    }
  }
}

await emit(outputs);
if (!stale) await emit(await schemaOutputs());
if (!stale) await emit(await exampleSchemaOutputs());
if (stale) process.exit(1);
