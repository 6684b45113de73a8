import { addenda, errorCatalogue, errorMessage, type ErrorCode, type ErrorParams } from './error-catalogue';

export { describeValue, aType } from './describe';
export type { ErrorCode, ErrorParams } from './error-catalogue';

/** Each code's hint: what to do, one sentence. The catalogue itself is in error-catalogue.ts. */
export const errorCodes = Object.fromEntries(Object.entries(errorCatalogue).map(([code, e]) => [code, e.hint])) as Record<ErrorCode, string>;

/** A 1-based position in an author's file. */
export interface Pos {
  file: string;
  line: number;
  col: number;
}

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

/**
 * The one way an author error is made: the position is data, the text comes from the
 * catalogue's builder for `code`.
 */
export function authorError<C extends ErrorCode>(code: C, pos: Pos | undefined, path: string, params: ErrorParams<C>): AuthorError {
  return { code, pos, path, message: errorMessage(code, params) };
}

/** The error with the catalogue's `addendum` added to its message (and the rest of it kept). */
export function amend<A extends keyof typeof addenda>(
  error: AuthorError,
  addendum: A,
  ...params: Parameters<(typeof addenda)[A]> extends [string, infer P] ? [P] : []
): AuthorError {
  const add = addenda[addendum] as (message: string, p?: unknown) => string;
  return { ...error, message: add(error.message, params[0]) };
}

/** `  UnknownKey: Only the keys …`: the hint of each code among `errors`, once, in order of first appearance. */
export function formatHints(errors: readonly AuthorError[]): string[] {
  return [...new Set(errors.map((e) => e.code))].map((code) => `  ${code}: ${errorCatalogue[code].hint}`);
}

/** What an author reads: one line per mistake, then the hint of each kind of mistake once. */
export function formatReport(errors: readonly AuthorError[]): string[] {
  return [...errors.map(formatError), ...formatHints(errors)];
}

export function sortErrors(errors: AuthorError[]): AuthorError[] {
  return [...errors].sort(
    (a, b) => (a.pos?.file ?? '').localeCompare(b.pos?.file ?? '') || (a.pos?.line ?? 0) - (b.pos?.line ?? 0) || (a.pos?.col ?? 0) - (b.pos?.col ?? 0),
  );
}

/** The value at `path` inside `root`, or undefined where the path leaves the data. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) current = (current as Record<PropertyKey, unknown> | undefined)?.[segment];
  return current;
}
