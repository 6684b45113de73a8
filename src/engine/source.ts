import { isMap, isScalar, isSeq, isAlias, LineCounter, parseDocument, type DocumentOptions, type ParseOptions, type SchemaOptions, type Node } from 'yaml';
import { findJsonSyntaxError } from './json-syntax';

/** A 1-based position in an author's file. */
export interface Pos {
  file: string;
  line: number;
  col: number;
}

interface Located {
  self: Pos;
  /** Position of each key (objects) or item (arrays), used for errors on that member. */
  members: Map<string | number, Pos>;
}

/**
 * Positions live beside the data, keyed by object identity, so values stay plain JSON
 * and a value moved by $ref or extends keeps pointing at the file it was written in.
 */
const locations = new WeakMap<object, Located>();

export function locate(container: unknown, key?: string | number): Pos | undefined {
  if (container === null || typeof container !== 'object') return undefined;
  const loc = locations.get(container);
  if (!loc) return undefined;
  if (key === undefined) return loc.self;
  return loc.members.get(key) ?? loc.self;
}

export function setLocation(target: object, self: Pos, members = new Map<string | number, Pos>()): void {
  locations.set(target, { self, members });
}

/** Gives a copy of a container the positions of the original (itself and its members). */
export function copyLocation(from: object, to: object): void {
  const loc = locations.get(from);
  if (loc) locations.set(to, { self: loc.self, members: new Map(loc.members) });
}

export function copyMemberLocation(from: object, fromKey: string | number, to: object, toKey: string | number): void {
  const src = locations.get(from);
  const dst = locations.get(to);
  const pos = src?.members.get(fromKey);
  if (dst && pos) dst.members.set(toKey, pos);
}

/** Finds the position of `path` inside `root`, walking as deep as the path and the data allow. */
export function positionOf(root: unknown, path: readonly PropertyKey[]): Pos | undefined {
  let container: unknown = root;
  let best = locate(root);
  for (const segment of path) {
    if (container === null || typeof container !== 'object') break;
    const key = typeof segment === 'symbol' ? String(segment) : segment;
    best = locate(container, key) ?? best;
    container = (container as Record<string | number, unknown>)[key];
  }
  return best;
}

export interface ParsedFile {
  value: unknown;
  syntaxErrors: { pos: Pos; message: string }[];
  /** First line of the file, for the schema comment check. */
  firstLine: string;
  /**
   * A JSON file's top-level `"$schema"` (JSON has no comments to carry it), taken out of
   * `value` because the data schemas are strict.
   */
  schemaKey?: { value: unknown; pos: Pos };
}

export function parseYamlFile(file: string, text: string): ParsedFile {
  return parseWithPositions(file, text, {});
}

/** A JSON file, read by the same conversion as YAML so every value has the same kind of position. */
export function parseJsonFile(file: string, text: string): ParsedFile {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const mistake = findJsonSyntaxError(text);
  if (mistake) {
    const before = text.slice(0, mistake.offset);
    const line = before.split('\n').length;
    const col = mistake.offset - before.lastIndexOf('\n');
    return { value: undefined, syntaxErrors: [{ pos: { file, line, col }, message: mistake.message }], firstLine };
  }
  const parsed = parseWithPositions(file, text, { schema: 'json' });
  const root = parsed.value;
  if (root === null || typeof root !== 'object' || Array.isArray(root) || !('$schema' in root)) return parsed;
  const { $schema: value, ...rest } = root;
  const pos = locate(root, '$schema') ?? { file, line: 1, col: 1 };
  copyLocation(root, rest);
  return { ...parsed, value: rest, schemaKey: { value, pos } };
}

function parseWithPositions(file: string, text: string, options: ParseOptions & DocumentOptions & SchemaOptions): ParsedFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { ...options, lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Pos => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, col };
  };
  const syntaxErrors = [...doc.errors, ...doc.warnings].map((e) => ({
    pos: at(e.pos[0]),
    message: e.message.split('\n')[0] ?? e.message,
  }));
  const convert = (node: unknown): unknown => {
    if (isAlias(node)) return convert(node.resolve(doc));
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      const members = new Map<string | number, Pos>();
      for (const pair of node.items) {
        const keyNode = pair.key as Node | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        out[key] = convert(pair.value);
        const valueNode = pair.value as Node | null;
        const range = valueNode?.range ?? keyNode?.range;
        members.set(key, at(range ? range[0] : 0));
      }
      setLocation(out, at(node.range?.[0] ?? 0), members);
      return out;
    }
    if (isSeq(node)) {
      const out: unknown[] = [];
      const members = new Map<string | number, Pos>();
      node.items.forEach((item, index) => {
        out.push(convert(item));
        const range = (item as Node | null)?.range;
        if (range) members.set(index, at(range[0]));
      });
      setLocation(out, at(node.range?.[0] ?? 0), members);
      return out;
    }
    if (isScalar(node)) return node.value;
    return node ?? null;
  };
  return {
    value: syntaxErrors.length ? undefined : convert(doc.contents),
    syntaxErrors,
    firstLine: text.split('\n', 1)[0] ?? '',
  };
}
