import { amend, formatPath, type AuthorError } from './errors';
import type { Pos } from './errors';

/** The `$ref` that brought a value into a page: where it is written and what it names. */
export interface RefOrigin {
  pos: Pos;
  ref: string;
}

/**
 * Kept beside the data like positions: a mistake found inside shared content is reported at
 * the `$ref` the author wrote, because that is the line they can change (or look up from).
 */
const refOrigins = new WeakMap<object, RefOrigin>();

/** Records that `value` (a map or list; anything else has no identity to key on) came from `origin`. */
export function setRefOrigin(value: unknown, origin: RefOrigin): void {
  if (typeof value === 'object' && value !== null) refOrigins.set(value, origin);
}

export function refOrigin(value: unknown): RefOrigin | undefined {
  return typeof value === 'object' && value !== null ? refOrigins.get(value) : undefined;
}

/** Gives a copy of a value the `$ref` the original came from. */
export function copyRefOrigin(from: object, to: object): void {
  const origin = refOrigins.get(from);
  if (origin) refOrigins.set(to, origin);
}

export const isShared = (pos: Pos | undefined) => pos?.file.startsWith('variants/_shared/') ?? false;

/** `blocks[1].items[0].answer` → ['blocks', 1, 'items', 0, 'answer'] (the inverse of formatPath). */
export function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ''));
  return out;
}

/** The outermost value along `path` that a `$ref` brought in, and the `$ref`. */
export function refAlong(root: unknown, path: string): { value: unknown; origin: RefOrigin } | undefined {
  let current = root;
  for (const segment of parsePath(path)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
    const origin = refOrigin(current);
    if (origin) return { value: current, origin };
  }
  return undefined;
}

/**
 * A mistake that lies in shared content, reached through a `$ref`, moves to that `$ref` in the
 * author's file; where it lies in the shared file is kept as context.
 */
export function attributeToRef(error: AuthorError, root: unknown): AuthorError {
  if (!error.pos || !isShared(error.pos)) return error;
  const found = refAlong(root, error.path);
  if (!found || isShared(found.origin.pos)) return error;
  return { ...amend(error, 'fromShared', error.pos), pos: found.origin.pos };
}

/**
 * Where a value inside shared content sits in its shared file ("en.items[0].answer"), from the
 * innermost `$ref` along `path`: the path an author of that file reads.
 */
export function pathInShared(root: unknown, path: readonly (string | number)[]): string | undefined {
  let current = root;
  let inner: { origin: RefOrigin; depth: number } | undefined;
  for (const [index, segment] of path.entries()) {
    if (typeof current !== 'object' || current === null) break;
    current = (current as Record<string | number, unknown>)[segment];
    const origin = refOrigin(current);
    if (origin) inner = { origin, depth: index + 1 };
  }
  if (!inner) return undefined;
  const pointer = inner.origin.ref.split('#')[1] ?? '';
  const start = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return formatPath([...start, ...path.slice(inner.depth)]);
}
