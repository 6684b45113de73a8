import type { Pos } from './source';

/**
 * The catalogue of author-facing errors. Each has a permanent code; the position is data,
 * not text, so the same error prints the same way from the CLI, the build and the dev overlay.
 */
export const errorCodes = {
  YamlSyntax: 'The file is not valid YAML.',
  JsonSyntax: 'The file is not valid JSON.',
  DuplicateName: 'Each variant name may be used by one file only (name.yaml or name.json).',
  MissingSchemaComment: 'Every variant names its schema first, so every editor checks the file against the schema CI uses and underlines the same mistakes CI reports.',
  SchemaViolation: 'The data does not match the block or page schema.',
  UnknownBlockType: 'Every block type must have a folder in src/blocks/.',
  UnknownKey: 'Only the keys a schema declares are allowed.',
  DuplicateRoute: 'Two variants would be written to the same page.',
  UnresolvedRef: 'A $ref must name a file in variants/_shared/ and a path inside it.',
  UnknownExtends: 'extends must name another variant file, without .yaml.',
  ExtendsCycle: 'Variants cannot extend each other in a circle.',
  UnknownOverride: 'overrides must name a block id of the page.',
  UnknownProduct: 'Product ids come from variants/_shared/products.yaml.',
  MissingMedia: 'Media paths point into public/.',
  BadTemplate: 'Templates in copy take the form {price:PRODUCT} or {price:PRODUCT.monthly}.',
  LocaleTextMissing: 'Every UI text of a shared fragment exists in each of its languages.',
  BadTranslation: 'translations name existing pages in that language, which name this one back.',
  CompletionPage: 'Each language with pay buttons has exactly one membership-form page.',
  Indentation: 'YAML nests by indentation, with spaces only: the keys of one map line up, and what belongs to a key goes further in.',
  EmptyFile: 'A variant file holds data; an empty one is usually a file not saved yet or cut short.',
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface AuthorError {
  code: ErrorCode;
  pos: Pos | undefined;
  /** Data path inside the page, like blocks[3].price. */
  path: string;
  message: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out;
}

/** `variants/mansion.yaml:42:7 blocks[3].price: Expected a number, got "12€"` */
export function formatError(error: AuthorError): string {
  const where = error.pos ? `${error.pos.file}:${error.pos.line}:${error.pos.col}` : '(unknown position)';
  return `${where}${error.path ? ` ${error.path}` : ''}: ${error.message}`;
}

export function sortErrors(errors: AuthorError[]): AuthorError[] {
  return [...errors].sort(
    (a, b) =>
      (a.pos?.file ?? '').localeCompare(b.pos?.file ?? '') ||
      (a.pos?.line ?? 0) - (b.pos?.line ?? 0) ||
      (a.pos?.col ?? 0) - (b.pos?.col ?? 0),
  );
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return String(value);
}

/** The value at `path` inside `root`, or undefined where the path leaves the data. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) current = (current as Record<PropertyKey, unknown> | undefined)?.[segment];
  return current;
}

/** "a string", "an array", "a whole number": a type name as an author reads it. */
export function aType(type: string): string {
  if (type === 'integer') return 'a whole number';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
