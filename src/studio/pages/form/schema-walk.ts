import type { YamlPath } from '../../../editor/yaml-edit';

/**
 * What the page form reads from schemas/variant.schema.json: references followed, the branch of a
 * union that fits a value, a label for a key, the control a value gets and what a newly added key
 * starts as. Pure functions over plain JSON, so they are tested without drawing anything.
 */

export type JsonSchema = Record<string, unknown>;
export type Scalar = string | number | boolean | null;

export const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value written once in variants/_shared/ and named here: `{ $ref: "main-offer#/en/pricing", …overrides }`. */
export const isSharedValue = (value: unknown): value is Record<string, unknown> & { $ref: string } => isMap(value) && typeof value.$ref === 'string';

/** A branch that describes such a value (ContentRef, BlockRef) rather than the content itself. */
export const isSharedBranch = (schema: JsonSchema): boolean => isMap(schema.properties) && '$ref' in schema.properties;

/** The schema with its "#/$defs/…" reference followed (annotations beside the reference kept over the target's). */
export function resolve(schema: unknown, root: JsonSchema): JsonSchema {
  let current: JsonSchema = isMap(schema) ? schema : {};
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 16; hops++) {
    const { $ref, ...beside } = current;
    let target: unknown = root;
    for (const segment of $ref.slice(2).split('/')) {
      target = isMap(target) ? target[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (!isMap(target)) return beside;
    current = { ...target, ...beside };
  }
  return current;
}

/** The alternatives of a union, unions inside it flattened, each resolved; the schema itself when it is not a union. */
export function branchesOf(schema: unknown, root: JsonSchema): JsonSchema[] {
  const own = resolve(schema, root);
  const union = Array.isArray(own.anyOf) ? own.anyOf : Array.isArray(own.oneOf) ? own.oneOf : undefined;
  if (!union || own.type !== undefined || own.properties !== undefined) return [own];
  return union.flatMap((branch) => branchesOf(branch, root));
}

/** A schema's `properties`, or none. */
export const propertiesOf = (schema: JsonSchema): Record<string, unknown> => (isMap(schema.properties) ? schema.properties : {});

const keysIn = (list: unknown): string[] => (Array.isArray(list) ? list.filter((key) => typeof key === 'string') : []);

/**
 * The keys a schema requires of `value`. Of if/then/else only the one form that says which keys a
 * page needs is read: `if: { required: [extends] }` (a page that extends another needs its route
 * only, any other page its title, product and the rest); the other conditions are the validator's.
 */
export function requiredOf(schema: JsonSchema, value?: unknown): string[] {
  const own = keysIn(schema.required);
  const condition = schema.if;
  if (!isMap(value) || !isMap(condition) || Object.keys(condition).some((key) => key !== 'required')) return own;
  const holds = keysIn(condition.required).every((key) => key in value);
  const branch = holds ? schema.then : schema.else;
  return isMap(branch) ? [...new Set([...own, ...keysIn(branch.required)])] : own;
}

const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

const typeOfValue = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value === 'object' ? 'object' : typeof value;

const constOf = (schema: unknown): unknown => (isMap(schema) ? schema.const : undefined);

/** How well `branch` describes `value`: -Infinity when it cannot, a matching tag (`type: hero`, `kind: pay`) counts most. */
function scoreOf(branch: JsonSchema, value: unknown): number {
  const valueType = typeOfValue(value);
  const types = Array.isArray(branch.type) ? branch.type : branch.type === undefined ? undefined : [branch.type];
  if (types && !types.includes(valueType) && !(valueType === 'integer' && types.includes('number'))) return Number.NEGATIVE_INFINITY;
  if (branch.const !== undefined && branch.const !== value) return Number.NEGATIVE_INFINITY;
  let score = Array.isArray(branch.enum) && !branch.enum.includes(value) ? -5 : 1;
  if (!isMap(value) || !isMap(branch.properties)) return score;
  const properties = branch.properties;
  for (const [key, property] of Object.entries(properties)) {
    const tag = constOf(property);
    if (tag === undefined || !(key in value)) continue;
    if (value[key] !== tag) return Number.NEGATIVE_INFINITY;
    score += 100;
  }
  for (const key of Object.keys(value)) score += key in properties ? 1 : branch.additionalProperties === false ? -2 : 0;
  for (const key of requiredOf(branch)) if (!(key in value)) score -= 1;
  return score;
}

/**
 * The branch of `schema` that fits `value`: a shared value (`$ref`) takes the ContentRef or BlockRef
 * branch, unless `shared` is false, when it takes the branch of the content it stands for (what
 * its other keys override); a block by its `type`, an action by its `kind`; nothing yet, the first;
 * a value none fits, an empty schema (the form draws it from the value alone).
 */
export function pickBranch(schema: unknown, value: unknown, root: JsonSchema, { shared = true } = {}): JsonSchema {
  const branches = branchesOf(schema, root);
  if (shared && isSharedValue(value)) {
    const sharedBranch = branches.find(isSharedBranch);
    if (sharedBranch) return sharedBranch;
  }
  const content = branches.filter((branch) => !isSharedBranch(branch));
  const candidates = content.length ? content : branches;
  if (value === undefined) return candidates[0]!;
  let compared = value;
  if (isSharedValue(value)) {
    const { $ref: _, ...overrides } = value;
    compared = overrides;
  }
  let best = candidates[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const branch of candidates) {
    const score = scoreOf(branch, compared);
    if (score > bestScore) [best, bestScore] = [branch, score];
  }
  // A value no alternative fits (a block of a type there is none of) is drawn as it is, not as the first.
  return bestScore === Number.NEGATIVE_INFINITY && candidates.length > 1 ? {} : best;
}

/** A union of objects told apart by one key's constant (`kind: pay | info | …`). */
export interface Tag {
  key: string;
  options: { value: Scalar; branch: JsonSchema }[];
}

/** The tag of a union of objects: the key whose constant differs per branch, and the branch of each constant. */
export function tagOf(schema: unknown, root: JsonSchema): Tag | undefined {
  const branches = branchesOf(schema, root).filter((branch) => !isSharedBranch(branch));
  if (branches.length < 2 || !branches.every((branch) => isMap(branch.properties))) return undefined;
  const tagIn = (branch: JsonSchema, key: string) => constOf(propertiesOf(branch)[key]);
  const key = Object.keys(propertiesOf(branches[0]!)).find((k) => branches.every((branch) => isScalar(tagIn(branch, k))));
  if (key === undefined) return undefined;
  return {
    key,
    options: branches.flatMap((branch) => {
      const value = tagIn(branch, key);
      return isScalar(value) ? [{ value, branch }] : [];
    }),
  };
}

/**
 * The help text of a schema: its own description, else that of the one content alternative it has
 * (`anyOf: [{ description, … }, ContentRef]`). A union of several shapes has none of its own: each
 * shape describes itself once chosen.
 */
export function helpOf(schema: unknown, root: JsonSchema): string | undefined {
  const own = resolve(schema, root);
  if (typeof own.description === 'string') return own.description;
  const union = Array.isArray(own.anyOf) ? own.anyOf : Array.isArray(own.oneOf) ? own.oneOf : [];
  const content = union.map((member) => resolve(member, root)).filter((member) => !isSharedBranch(member));
  return content.length === 1 ? helpOf(content[0], root) : undefined;
}

const WORDS: Record<string, string> = { id: 'ID', url: 'URL', cta: 'CTA', faq: 'FAQ', utm: 'UTM', mp4: 'MP4', webm: 'WebM', ms: '(ms)', og: 'OG', seo: 'SEO' };

/** "priceLine" → "Price line", "productId" → "Product ID", "intervalMs" → "Interval (ms)". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `['blocks', 3, 'price']` as the validator writes it: "blocks[3].price" (src/engine/errors.ts formatPath). */
export function dataPath(path: YamlPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

export type Widget = 'text' | 'textarea' | 'select' | 'checkbox' | 'number' | 'product' | 'image' | 'object' | 'list' | 'map' | 'raw';

/** A path to a picture under public/ that a browser can draw. */
export const IMAGE_PATH = /^\/[\w\-./]+\.(jpe?g|png|webp|avif|svg|gif)$/i;

const LONG_TEXT_KEYS = new Set(['headline', 'tagline', 'description', 'intro', 'text', 'body', 'answer', 'priceLine', 'quote']);

/** A text that wants several lines: a long limit, or no limit and a key or value that reads as prose. */
export function isLongText(schema: JsonSchema, key: string | number, value: unknown): boolean {
  if (typeof schema.maxLength === 'number') return schema.maxLength > 120;
  return (typeof key === 'string' && LONG_TEXT_KEYS.has(key)) || (typeof value === 'string' && (value.length > 60 || value.includes('\n')));
}

/** The closed list of values a scalar may take (enum, const, or a union of constants). */
export function choicesOf(schema: JsonSchema, root: JsonSchema): Scalar[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.filter(isScalar);
  if (isScalar(schema.const)) return [schema.const];
  const branches = branchesOf(schema, root);
  if (branches.length > 1 && branches.every((b) => isScalar(b.const) || Array.isArray(b.enum))) {
    return [...new Set(branches.flatMap((b) => (Array.isArray(b.enum) ? b.enum.filter(isScalar) : isScalar(b.const) ? [b.const] : [])))];
  }
  return undefined;
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The control for a value of `branch` (already picked) under `key`. */
export function widgetOf(branch: JsonSchema, key: string | number, value: unknown, productIds: readonly string[], root: JsonSchema): Widget {
  const type = Array.isArray(branch.type) ? branch.type.find((t) => t !== 'null') : branch.type;
  const kind = type ?? (value === undefined ? undefined : typeOfValue(value));
  if (kind === 'array') return 'list';
  if (kind === 'object') return isMap(branch.properties) ? 'object' : isMap(branch.additionalProperties) ? 'map' : 'raw';
  if (kind === 'boolean') return 'checkbox';
  const choices = choicesOf(branch, root);
  if (kind === 'string' && (key === 'productId' || (choices && productIds.length > 0 && sameSet(choices, productIds)))) return 'product';
  if (choices) return 'select';
  if (kind === 'number' || kind === 'integer') return 'number';
  if (kind !== 'string') return 'raw';
  if (typeof value === 'string' && IMAGE_PATH.test(value)) return 'image';
  return isLongText(branch, key, value) ? 'textarea' : 'text';
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/**
 * What a key starts as when it is added: the schema's default, else its first example, else an
 * empty value of its type with the keys it requires (and the items a list needs at least).
 */
export function startingValue(schema: unknown, root: JsonSchema, depth = 0): unknown {
  const own = resolve(schema, root);
  if ('default' in own) return clone(own.default);
  if (Array.isArray(own.examples) && own.examples.length) return clone(own.examples[0]);
  if (own.const !== undefined) return own.const;
  if (Array.isArray(own.enum)) return own.enum[0];
  const branch = pickBranch(own, undefined, root);
  if (branch !== own) return startingValue(branch, root, depth);
  const type = Array.isArray(own.type) ? own.type[0] : own.type;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (type === 'number' || type === 'integer') {
    if (typeof own.minimum === 'number') return own.minimum;
    if (typeof own.exclusiveMinimum === 'number') return type === 'integer' ? Math.floor(own.exclusiveMinimum) + 1 : own.exclusiveMinimum + 1;
    return 0;
  }
  if (type === 'array') {
    const count = typeof own.minItems === 'number' && depth < 6 ? own.minItems : 0;
    return Array.from({ length: count }, () => startingValue(own.items, root, depth + 1));
  }
  if (type === 'object') {
    const properties = propertiesOf(own);
    const required = depth < 6 ? requiredOf(own) : [];
    return Object.fromEntries(required.map((key) => [key, startingValue(properties[key], root, depth + 1)]));
  }
  return '';
}
