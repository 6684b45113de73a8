/**
 * What a block's docs page says, read from the block itself at runtime: its fields from the zod
 * schema (as JSON Schema, the shape authors write: `io: 'input'`), and each story's props printed
 * as the YAML an author writes in a variant.
 */
import { stringify } from 'yaml';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

export interface FieldDoc {
  /** Where the field sits in the block, like `items[].value`. */
  path: string;
  /** What may be written, like `text`, `"light" | "sand" | "dark"` or `list`. */
  type: string;
  required: boolean;
  /** The value used when the field is left out, as YAML. */
  defaultValue: string | undefined;
  description: string | undefined;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

export function blockJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Follows a local `$ref` (zod emits them for schemas used in cycles), once. */
function deref(node: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return node;
  const defs = isSchema(root.$defs) ? root.$defs : {};
  const target = defs[ref.slice('#/$defs/'.length)];
  return isSchema(target) ? { ...target, ...node, $ref: undefined } : node;
}

const yamlValue = (value: unknown) => stringify(value, { lineWidth: 0, flowCollectionPadding: false, collectionStyle: 'flow' }).trim();

/** A short name of what a field accepts. */
function typeOf(node: JsonSchema, root: JsonSchema): string {
  const n = deref(node, root);
  if ('const' in n) return yamlValue(n.const);
  if (Array.isArray(n.enum)) return n.enum.map(yamlValue).join(' | ');
  const union = Array.isArray(n.anyOf) ? n.anyOf : Array.isArray(n.oneOf) ? n.oneOf : undefined;
  if (union) {
    const members = union.filter(isSchema).map((m) => deref(m, root));
    const kinds = members.map((m) => (isSchema(m.properties) ? Object.entries(m.properties).find(([, p]) => isSchema(p) && 'const' in p) : undefined));
    if (kinds.every(Boolean)) {
      const key = kinds[0]![0];
      return `object by ${key}: ${kinds.map((k) => yamlValue((k![1] as JsonSchema).const)).join(' | ')}`;
    }
    return [...new Set(members.map((m) => typeOf(m, root)))].join(' | ');
  }
  switch (n.type) {
    case 'string':
      return n.format === 'email' ? 'email' : 'text';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'true | false';
    case 'array':
      return isSchema(n.items) ? `list of ${typeOf(n.items, root)}` : 'list';
    case 'object':
      return isSchema(n.properties) ? 'object' : 'map';
    default:
      return 'any';
  }
}

/** Every field of an object schema, nested ones under their parent (`button.label`, `items[].value`). */
export function fieldsOf(node: JsonSchema, root: JsonSchema = node, prefix = '', depth = 0): FieldDoc[] {
  const n = deref(node, root);
  if (!isSchema(n.properties) || depth > 6) return [];
  const required = Array.isArray(n.required) ? n.required : [];
  return Object.entries(n.properties).flatMap(([key, value]) => {
    if (!isSchema(value)) return [];
    const prop = deref(value, root);
    const path = `${prefix}${key}`;
    const field: FieldDoc = {
      path,
      type: typeOf(prop, root),
      required: required.includes(key),
      defaultValue: 'default' in prop ? yamlValue(prop.default) : undefined,
      description: typeof prop.description === 'string' ? prop.description : undefined,
    };
    const items = prop.type === 'array' && isSchema(prop.items) ? deref(prop.items, root) : undefined;
    const nested = items ? fieldsOf(items, root, `${path}[].`, depth + 1) : fieldsOf(prop, root, `${path}.`, depth + 1);
    return [field, ...nested];
  });
}

export function blockFields(schema: z.ZodType): FieldDoc[] {
  return fieldsOf(blockJsonSchema(schema));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value without what the schema would fill in anyway: what an author leaves out. */
function withoutDefaults(value: unknown, node: JsonSchema, root: JsonSchema): unknown {
  const n = deref(node, root);
  if (Array.isArray(value)) return isSchema(n.items) ? value.map((item) => withoutDefaults(item, n.items as JsonSchema, root)) : value;
  if (!isSchema(value) || !isSchema(n.properties)) return value;
  const properties = n.properties;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const prop = isSchema(properties[key]) ? deref(properties[key], root) : undefined;
    if (child === undefined || (prop && 'default' in prop && same(prop.default, child))) continue;
    out[key] = prop ? withoutDefaults(child, prop, root) : child;
  }
  return out;
}

/** A story's props as the block entry of a variant's `blocks:` list. */
export function storyYaml(type: string, schema: z.ZodType, args: Record<string, unknown>): string {
  const root = blockJsonSchema(schema);
  const props = withoutDefaults(args, root, root);
  return stringify({ blocks: [{ type, ...(isSchema(props) ? props : {}) }] }, { lineWidth: 0 });
}
