import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Engine } from '../engine/engine';
import { suggestionText } from '../engine/error-catalogue';
import type { AuthorError } from '../engine/errors';
import { schemaComment } from '../engine/load-site';
import { routeSchema } from '../engine/page-schema';
import type { SiteCache } from '../engine/site-cache';
import { didYouMean } from '../engine/suggest';

/**
 * A new page that extends an existing one at its own route: `npm run new -- variant /spring --from
 * home` and the studio's "Duplicate" both write it here, with the same checks and the same words
 * when one fails. The file is short and commented: it says what it extends and shows, commented
 * out, how to change one of the parent's blocks.
 */

/** Why nothing was written; the message is the one the command line prints. */
export class VariantRefused extends Error {}

export interface NewVariant {
  /** "variants/spring.yaml". */
  file: string;
  /** "spring": the file name, and the build's spring.html. */
  name: string;
  /** The variant it extends. */
  parent: string;
  /** What the validator says of the written file: none, unless what it extends is broken. */
  errors: AuthorError[];
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

/**
 * Writes `<variantsDir>/<name>.yaml` extending `from` at `route` (name: the route without its
 * slash, `/` → `-`), then validates it. Throws VariantRefused, having written nothing, for a
 * route that is not one, an unknown parent, a file or route already taken.
 */
export function newVariant(
  engine: Pick<Engine, 'loadSite'>,
  { root, variantsDir = join(root, 'variants'), cache }: { root: string; variantsDir?: string; cache?: SiteCache },
  { route, from }: { route: string; from: string },
): NewVariant {
  const checked = routeSchema.safeParse(route);
  if (!checked.success || route === '/' || route === '*') {
    throw new VariantRefused(`"${route}" is not a route for a new page: routes look like /spring or /spring/sale (lowercase letters, digits, hyphens)`);
  }
  const routes = variantRoutes(variantsDir);
  const parent = from.replace(/\.ya?ml$/, '');
  if (!routes.has(parent)) {
    throw new VariantRefused(`No variant "${parent}" in variants/ to start from.${suggestionText(didYouMean(parent, [...routes.keys()]))}`);
  }
  const name = route.slice(1).replaceAll('/', '-');
  const file = `variants/${name}.yaml`;
  for (const existing of [`${name}.yaml`, `${name}.yml`, `${name}.json`]) {
    if (existsSync(join(variantsDir, existing)))
      throw new VariantRefused(`variants/${existing} already exists; nothing was written (pick another route, or edit that file)`);
  }
  const taken = [...routes].find(([, r]) => r === route);
  if (taken) throw new VariantRefused(`${route} is already the route of variants/${taken[0]}.yaml; nothing was written`);

  const example = overrideExample(variantsDir, parent);
  const lines = [
    schemaComment,
    `# ${route}: the page of variants/${parent}.yaml at its own address. Keys written here replace ${parent}'s.`,
    `extends: ${parent}`,
    `route: ${route}`,
    ...(example.length
      ? ['# To change one block, name it by its id under overrides (only the keys you write change):', '# overrides:', ...example.map((l) => `#   ${l}`)]
      : []),
    '',
  ];
  writeFileSync(join(variantsDir, `${name}.yaml`), lines.join('\n'), { flag: 'wx' });
  const { errors } = engine.loadSite({ root, variantsDir, only: [file] }, cache);
  return { file, name, parent, errors };
}
