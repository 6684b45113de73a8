import { z } from 'zod';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { blockIdSchema } from './page-schema';
import { siteSchema } from './site-schema';
import { catalogSchema } from './catalog';
import { authorError, formatPath, valueAt, type AuthorError } from './errors';
import { locate, locateKey, positionOf } from './source';
import { closest } from '../lib/closest';
import { didYouMean } from './suggest';

export type JsonSchema = Record<string, unknown>;

const contentRef = {
  type: 'object',
  description: 'Content written once in variants/_shared/: "file#/path". Other keys beside $ref override it.',
  required: ['$ref'],
  properties: {
    $ref: {
      type: 'string',
      pattern: '^[a-z0-9-]+(#/.*)?$',
      description: 'A shared file without .yaml, then # and the path inside it, like "footer#/en"',
    },
  },
};

/** Lets an author write `{ $ref: … }` wherever a map or a list is expected. */
function allowRefs(node: unknown, depth: number, wrap = true): unknown {
  if (Array.isArray(node)) return node.map((n) => allowRefs(n, depth, wrap));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    const isSchemaMap = key === 'properties' || key === '$defs' || key === 'patternProperties';
    out[key] = isSchemaMap
      ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, allowRefs(v, depth + 1)]))
      : allowRefs(value, depth + 1, key !== 'oneOf');
  }
  if (Array.isArray(out.oneOf) && out.oneOf.every((o) => (o as { properties?: { type?: { const?: unknown } } }).properties?.type?.const)) {
    out.discriminator = { propertyName: 'type' };
  }
  const refable = wrap && depth > 0 && (out.type === 'object' || out.type === 'array' || out.oneOf !== undefined);
  return refable ? { anyOf: [out, { $ref: '#/$defs/ContentRef' }] } : out;
}

/** schemas/variant.schema.json: a site's page schema as an author writes it, with `$ref`, `extends` and `overrides`. */
export function variantJsonSchema(pageSchema: z.ZodType): JsonSchema {
  const base = z.toJSONSchema(pageSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const { required, properties, $schema, ...rest } = base;
  const withRefs = allowRefs({ ...rest, properties }, 0) as JsonSchema;
  return {
    $schema,
    title: 'Landfall page variant',
    description: 'One page of the site. Generated from the zod schemas in src/; run npm run generate after changing them.',
    ...withRefs,
    properties: {
      $schema: { const: '../schemas/variant.schema.json', description: 'Editors of JSON variants read this; YAML variants use the first-line comment' },
      extends: { type: 'string', description: 'Another variant file (without .yaml or .json) this page builds on' },
      overrides: {
        type: 'object',
        description: 'Changes to the inherited blocks, keyed by block id',
        propertyNames: z.toJSONSchema(blockIdSchema),
        additionalProperties: { type: 'object' },
      },
      ...(withRefs.properties as JsonSchema),
    },
    if: { required: ['extends'] },
    then: { required: ['extends', 'route'] },
    else: { required },
    $defs: { ...(withRefs.$defs as JsonSchema | undefined), ContentRef: contentRef },
  };
}

export function siteJsonSchema(): JsonSchema {
  return { title: 'Landfall site settings', ...(z.toJSONSchema(siteSchema, { io: 'input' }) as JsonSchema) };
}

export function productsJsonSchema(): JsonSchema {
  return { title: 'Landfall product catalogue', ...(z.toJSONSchema(catalogSchema, { io: 'input' }) as JsonSchema) };
}

export function dialogsJsonSchema(dialogsSchema: z.ZodType): JsonSchema {
  return { title: 'Landfall dialog texts', ...(z.toJSONSchema(dialogsSchema, { io: 'input' }) as JsonSchema) };
}

const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: false, validateFormats: false, verbose: true, inlineRefs: false });
export type SchemaKind = 'variant' | 'site' | 'products' | 'dialogs';

/** Each kind's JSON Schema, built when first asked for; the dialogs' for the site's languages. */
export interface JsonSchemas {
  variant(): JsonSchema;
  site(): JsonSchema;
  products(): JsonSchema;
  dialogs(locales: readonly string[]): JsonSchema;
}

/** The JSON Schemas of a site's files: the settings' and the catalogue's are the engine's, the variants' and the dialogs' the site's. */
export function jsonSchemasFor({
  pageSchema,
  dialogsSchema,
}: {
  pageSchema: z.ZodType;
  dialogsSchema: (locales: readonly string[]) => z.ZodType;
}): JsonSchemas {
  return {
    variant: () => variantJsonSchema(pageSchema),
    site: siteJsonSchema,
    products: productsJsonSchema,
    dialogs: (locales) => dialogsJsonSchema(dialogsSchema(locales)),
  };
}

/** Checks a file against its kind's JSON Schema (the dialogs' for the site's languages); validators compiled once each. */
export type JsonSchemaCheck = (kind: SchemaKind, data: unknown, locales?: readonly string[]) => AuthorError[];

export function jsonSchemaCheck<K extends SchemaKind>(schemas: Pick<JsonSchemas, K>): (kind: K, data: unknown, locales?: readonly string[]) => AuthorError[] {
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorFor = (kind: K, locales: readonly string[]) => {
    const key = kind === 'dialogs' ? `dialogs ${locales.join(' ')}` : kind;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile((schemas[kind] as (locales: readonly string[]) => JsonSchema)(locales));
      validators.set(key, validate);
    }
    return validate;
  };
  return (kind, data, locales = []) => checkAgainst(validatorFor(kind, locales), data);
}

/** The engine's own files (site.yaml, products.yaml) need no site's vocabulary to check. */
export const checkEngineFile = jsonSchemaCheck({ site: siteJsonSchema, products: productsJsonSchema });

const isRef = (value: unknown) => typeof value === 'object' && value !== null && '$ref' in value;

/**
 * Keywords about the shape of the file. Others (patterns, lengths, ranges) are left to zod,
 * whose schemas carry the author-facing message for each rule.
 */
const structural = new Set(['additionalProperties', 'required', 'discriminator', 'type', 'const', 'enum']);

const pointerToPath = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

function toAuthorError(error: ErrorObject, data: unknown): AuthorError | undefined {
  const fromRefBranch = error.parentSchema === contentRef;
  if (error.keyword === 'anyOf' || error.keyword === 'if' || fromRefBranch) return undefined;
  const path = pointerToPath(error.instancePath);
  const value = valueAt(data, path);
  // A $ref is checked by the resolver, which says what is wrong with it more precisely.
  if (isRef(value) || isRef(valueAt(data, path.slice(0, -1)))) return undefined;
  const pos = positionOf(data, path);
  const at = formatPath(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return authorError('UnknownKey', locateKey(value, key) ?? pos, formatPath([...path, key]), { key, suggestion: didYouMean(key, knownKeys(error)) });
    }
    case 'required':
      return authorError('SchemaViolation', pos, formatPath([...path, String(params.missingProperty)]), { missingKey: String(params.missingProperty) });
    case 'discriminator': {
      const options = ((error.parentSchema as { oneOf?: { properties: { type: { const: string } } }[] }).oneOf ?? []).map((o) => o.properties.type.const);
      const tag = params.tagValue;
      const typePos = locate(value, 'type') ?? pos;
      const typePath = formatPath([...path, 'type']);
      return tag === undefined
        ? authorError('UnknownBlockType', typePos, typePath, { missingType: true })
        : authorError('UnknownBlockType', typePos, typePath, { type: tag, suggestion: didYouMean(String(tag), options) });
    }
    case 'type':
      return authorError('SchemaViolation', pos, at, { expectedType: String(params.type), got: value });
    case 'const':
      return authorError('SchemaViolation', pos, at, { expectedOneOf: [params.allowedValue], got: value });
    case 'enum':
      return authorError('SchemaViolation', pos, at, { expectedOneOf: params.allowedValues as unknown[], got: value });
    default:
      return authorError('SchemaViolation', pos, at, { rule: error.message ?? 'Invalid value', got: value });
  }
}

const knownKeys = (error: ErrorObject) => Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});

/** `instancePath/key` of each key that an unknown key's "did you mean" names. */
function suggestedKeys(errors: readonly ErrorObject[]): Set<string> {
  const out = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const match = closest(String(error.params.additionalProperty), knownKeys(error));
    if (match) out.add(`${error.instancePath}/${match}`);
  }
  return out;
}

/** Checks a file as the author wrote it against its JSON Schema. */
function checkAgainst(validate: ReturnType<typeof ajv.compile>, data: unknown): AuthorError[] {
  if (validate(data)) return [];
  const seen = new Set<string>();
  const out: AuthorError[] = [];
  const suggested = suggestedKeys(validate.errors ?? []);
  for (const error of validate.errors ?? []) {
    if (!structural.has(error.keyword)) continue;
    // "Unknown key "headlin". Did you mean "headline"?" already says that headline is missing.
    if (error.keyword === 'required' && suggested.has(`${error.instancePath}/${String(error.params.missingProperty)}`)) continue;
    const mapped = toAuthorError(error, data);
    if (!mapped) continue;
    const key = `${mapped.path}|${mapped.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(mapped);
  }
  return out;
}
