import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockChoice, EditorChoices, ProductChoice } from '../../editor/pages-contract';
import { englishPrices, formatPrice } from '../../engine/catalog';
import { siteLocales } from '../../engine/site-schema';
import type { SiteRun } from '../../render/site-pipeline';
import { blocks } from '../engine';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each block's examples in the committed editor schema (its fixtures, written there by scripts/generate.ts), by type. */
function examplesByType(schema: JsonObject): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    if (!isObject(node)) return;
    const type = isObject(node.properties) && isObject(node.properties.type) ? node.properties.type.const : undefined;
    if (typeof type === 'string' && Array.isArray(node.examples)) {
      found.set(type, node.examples);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'examples' && key !== 'defaultSnippets') walk(child);
  };
  walk(schema);
  return found;
}

/**
 * What the page form offers beside the schema: the products pages can sell, with their names and
 * prices as a page in the site's first language prints them, and each block with the sample data
 * "Add block" inserts (its first fixture) under an id no page uses yet.
 */
export function editorChoices(run: SiteRun, root: string): EditorChoices {
  const schema: unknown = JSON.parse(readFileSync(join(root, 'schemas/variant.schema.json'), 'utf8'));
  if (!isObject(schema)) throw new Error('schemas/variant.schema.json is not a JSON Schema: run npm run generate');
  const { catalog, site, pages } = run.site;
  const first = site ? siteLocales(site)[0] : undefined;
  const format = (first && site?.locales[first]) || englishPrices;
  const products: ProductChoice[] = Object.entries(catalog).map(([id, product]) => ({
    id,
    name: (first && product.names?.[first]) || product.name || id,
    price: formatPrice(product, format),
  }));
  const used = new Set(pages.flatMap((page) => page.data.blocks.map((block) => block.id)));
  const freshId = (type: string) => {
    let n = 2;
    while (used.has(`${type}-${n}`)) n++;
    return `${type}-${n}`;
  };
  const examples = examplesByType(schema);
  const choices: BlockChoice[] = Object.values(blocks).map(({ type, description }) => {
    const [example] = examples.get(type) ?? [];
    return { type, description, example: { ...(isObject(example) ? example : {}), type, id: freshId(type) } };
  });
  return { products, blocks: choices, schema };
}
