/**
 * What an editor needs beyond what the command line checks with: the committed
 * schemas/variant.schema.json is the command line's schema plus help for authors (block docs with
 * a Storybook link, examples from the fixtures, snippets) and the closed lists the command line
 * checks after resolving (product ids, shared fragments), so a mistake is underlined where it is
 * typed and `productId: ` completes. Annotations and enums only: nothing here accepts what the
 * command line refuses.
 */
type JsonSchema = Record<string, unknown>;

export interface EditorBlock {
  type: string;
  /** One line from the block's defineBlock(). */
  description: string;
  /** Valid sample data from the block folder's fixtures.ts (src/blocks/<type>/ or src/site/blocks/<type>/), without `type`. */
  examples: unknown[];
}

export interface EditorContext {
  blocks: EditorBlock[];
  /** Keys of variants/_shared/products.yaml. */
  productIds: string[];
  /** Every file of variants/_shared/, as parsed. */
  shared: { name: string; value: unknown }[];
  /** Where the block gallery runs; its docs pages are linked from each block. */
  storybookUrl?: string;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Storybook's id for the docs page of a story titled "Blocks/<type>". */
export const storybookDocsUrl = (type: string, base = 'http://localhost:6006') =>
  `${base}/?path=/docs/blocks-${type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;

/**
 * Every map and list of the shared files, as the `$ref` that names it ("footer#/en/links"), except
 * what lies inside a list: adding a question to a FAQ leaves the schema as it is.
 */
export function sharedFragments(shared: EditorContext['shared']): { ref: string; value: unknown }[] {
  const out: { ref: string; value: unknown }[] = [];
  /** A key as a JSON Pointer segment (RFC 6901). */
  const pointerSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const walk = (name: string, pointer: string, value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if (pointer) out.push({ ref: `${name}#${pointer}`, value });
    if (Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) walk(name, `${pointer}/${pointerSegment(key)}`, child);
  };
  for (const { name, value } of shared) {
    if (typeof value === 'object' && value !== null) out.push({ ref: name, value });
    walk(name, '', value);
  }
  return out;
}

/** Visits every schema object below `node` (not into examples or snippets, which are data). */
function eachSchema(node: unknown, visit: (schema: JsonSchema) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) eachSchema(n, visit);
    return;
  }
  if (!isMap(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum' || key === 'defaultSnippets') continue;
    eachSchema(child, visit);
  }
}

/** The schema with the `oneOf` of one object per block type (the discriminated union). */
function blockUnion(schema: JsonSchema): JsonSchema {
  let found: JsonSchema | undefined;
  eachSchema(schema.properties, (s) => {
    if (!found && isMap(s.discriminator) && s.discriminator.propertyName === 'type') found = s;
  });
  if (!found) throw new Error('variant schema has no union of block types');
  return found;
}

const typeOf = (branch: JsonSchema) => ((branch.properties as Record<string, { const?: string }>).type?.const ?? '') as string;

/** What VS Code inserts for a block: the keys it requires, each with a placeholder to tab through. */
export function skeleton(schema: JsonSchema, counter = { n: 0 }): unknown {
  const own = Array.isArray(schema.anyOf) ? (schema.anyOf[0] as JsonSchema) : schema;
  if (own.const !== undefined) return own.const;
  if (Array.isArray(own.enum)) return own.enum[0];
  if (own.type === 'object' && isMap(own.properties)) {
    const out: Record<string, unknown> = {};
    for (const key of (own.required as string[] | undefined) ?? []) {
      const child = own.properties[key] as JsonSchema;
      const value = skeleton(child, counter);
      out[key] = value === '' ? `\${${++counter.n}:${key}}` : value;
    }
    return out;
  }
  if (own.type === 'array') {
    const count = Math.min(Number(own.minItems ?? 0), 3);
    if (!isMap(own.items) || count === 0) return [];
    return Array.from({ length: count }, () => {
      const item = skeleton(own.items as JsonSchema, counter);
      return item === '' ? `\${${++counter.n}}` : item;
    });
  }
  if (own.type === 'number' || own.type === 'integer') return 1;
  if (own.type === 'boolean') return false;
  if (Array.isArray(own.oneOf)) return skeleton(own.oneOf[0] as JsonSchema, counter);
  return '';
}

function documentBlock(branch: JsonSchema, block: EditorBlock, storybookUrl: string | undefined): void {
  const link = storybookDocsUrl(block.type, storybookUrl);
  const markdown = `**${block.type}**: ${block.description}\n\n[See it in Storybook](${link})`;
  branch.title = block.type;
  branch.markdownDescription = markdown;
  branch.examples = block.examples.map((example) => ({ type: block.type, ...(example as object) }));
  const { type: _, ...fields } = skeleton(branch) as Record<string, unknown>;
  branch.defaultSnippets = [{ label: block.type, markdownDescription: markdown, body: { type: block.type, ...fields } }];
  const type = (branch.properties as Record<string, JsonSchema>).type!;
  type.markdownDescription = markdown;
}

/**
 * A `{ $ref }` in a page's block list names a shared map written for one block type, and says
 * which with `type` beside it (fragments carry no type of their own); keys beside it override
 * the fragment's, so they too must be keys of that block.
 */
function blockRef(branches: JsonSchema[], fragments: { ref: string; value: unknown }[]): JsonSchema {
  const keysOf = (branch: JsonSchema) => Object.keys(branch.properties as object);
  const selfTyped = fragments.filter((f) => isMap(f.value) && typeof f.value.type === 'string').map((f) => f.ref);
  const fits = (branch: JsonSchema) =>
    fragments
      .filter((f) => isMap(f.value) && Object.keys(f.value).length > 0 && Object.keys(f.value).every((k) => keysOf(branch).includes(k)))
      .map((f) => f.ref);
  const perType = branches.map((branch) => ({ type: typeOf(branch), keys: keysOf(branch), refs: fits(branch) })).filter((t) => t.refs.length > 0);
  const typed = perType.map(({ type, keys, refs }) => ({
    if: { required: ['type'], properties: { type: { const: type } } },
    then: {
      properties: { $ref: { description: `A shared map written for a ${type} block`, enum: [...refs, ...selfTyped] } },
      propertyNames: { enum: ['$ref', ...keys] },
    },
  }));
  return {
    type: 'object',
    description: 'A block written once in variants/_shared/: "file#/path", with type: naming the block it is. Keys beside $ref change this page\'s copy.',
    required: selfTyped.length ? ['$ref'] : ['$ref', 'type'],
    properties: {
      $ref: {
        description: 'The shared block, "file#/path": a map in variants/_shared/<file>.yaml written for this block type',
        enum: [...new Set([...perType.flatMap((t) => t.refs), ...selfTyped])].sort(),
      },
      type: {
        description: 'The block type the shared map is written for',
        enum: perType.map((t) => t.type),
      },
    },
    allOf: typed,
  };
}

/** schemas/variant.schema.json as committed: the command line's schema with editor help added. */
export function editorVariantSchema(base: JsonSchema, context: EditorContext): JsonSchema {
  const schema = structuredClone(base);
  const union = blockUnion(schema);
  const branches = union.oneOf as JsonSchema[];
  const byType = new Map(context.blocks.map((b) => [b.type, b]));
  for (const branch of branches) {
    const block = byType.get(typeOf(branch));
    if (!block) throw new Error(`no editor help for block type "${typeOf(branch)}"`);
    documentBlock(branch, block, context.storybookUrl);
  }

  const products = [...context.productIds].sort();
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.productId = { ...properties.productId, enum: products };
  eachSchema(schema.properties, (s) => {
    const props = s.properties as Record<string, JsonSchema> | undefined;
    if (props?.kind?.const === 'pay' && props.productId) props.productId = { ...props.productId, enum: products };
  });

  // The command line measures a text after filling in its {price:…} templates, so the editor
  // cannot know the length of one that holds a template.
  eachSchema(schema.properties, (s) => {
    if (s.type !== 'string' || typeof s.maxLength !== 'number') return;
    s.if = { pattern: '\\{price' };
    s.else = { maxLength: s.maxLength };
    delete s.maxLength;
  });

  const fragments = sharedFragments(context.shared);
  const defs = schema.$defs as Record<string, JsonSchema>;
  const contentRef = structuredClone(defs.ContentRef!);
  const refProperty = (contentRef.properties as Record<string, JsonSchema>).$ref!;
  // A path into a list ("faq#/en/items/0") is left to the command line, which checks it after resolving.
  refProperty.anyOf = [{ enum: fragments.map((f) => f.ref) }, { pattern: '^[a-z0-9-]+#/(.*/)?[0-9]+(/.*)?$' }];
  delete refProperty.pattern;
  defs.ContentRef = contentRef;
  defs.BlockRef = blockRef(branches, fragments);

  // The item schema of the block list: [the union, a ContentRef]. In that place a $ref must be a block.
  eachSchema(schema.properties, (s) => {
    if (Array.isArray(s.anyOf) && s.anyOf[0] === union) s.anyOf[1] = { $ref: '#/$defs/BlockRef' };
  });
  return schema;
}
