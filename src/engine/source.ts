import {
  isMap,
  isScalar,
  isSeq,
  isAlias,
  LineCounter,
  parseDocument,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
  type Node,
  type YAMLError,
} from 'yaml';
import { authorError, type AuthorError, type Pos } from './errors';
import { findJsonSyntaxError } from './json-syntax';
import { findLayoutMistakes } from './yaml-syntax';

interface Located {
  self: Pos;
  /** Position of each key's value (objects) or item (arrays), used for errors on that member. */
  members: Map<string | number, Pos>;
  /** Position of each key itself, for errors about the key (unknown, misspelt). */
  keys: Map<string, Pos>;
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

/** Where `key` itself is written in `container` (not its value); the value's position if unknown. */
export function locateKey(container: unknown, key: string): Pos | undefined {
  if (container === null || typeof container !== 'object') return undefined;
  return locations.get(container)?.keys.get(key) ?? locate(container, key);
}

export function setLocation(target: object, self: Pos, members = new Map<string | number, Pos>(), keys = new Map<string, Pos>()): void {
  locations.set(target, { self, members, keys });
}

/** Gives a copy of a container the positions of the original (itself and its members). */
export function copyLocation(from: object, to: object): void {
  const loc = locations.get(from);
  if (loc) locations.set(to, { self: loc.self, members: new Map(loc.members), keys: new Map(loc.keys) });
}

export function copyMemberLocation(from: object, fromKey: string | number, to: object, toKey: string | number): void {
  const src = locations.get(from);
  const dst = locations.get(to);
  const pos = src?.members.get(fromKey);
  if (dst && pos) dst.members.set(toKey, pos);
  const keyPos = src?.keys.get(String(fromKey));
  if (dst && keyPos) dst.keys.set(String(toKey), keyPos);
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
  /** What keeps the file from being read: YamlSyntax or JsonSyntax, or a more precise code (Indentation, EmptyFile). */
  syntaxErrors: AuthorError[];
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
  if (!text.trim()) return { value: undefined, syntaxErrors: [emptyFile(file)], firstLine };
  const mistake = findJsonSyntaxError(text);
  if (mistake) {
    const before = text.slice(0, mistake.offset);
    const line = before.split('\n').length;
    const col = characters(before.slice(before.lastIndexOf('\n') + 1)) + 1;
    return { value: undefined, syntaxErrors: [authorError('JsonSyntax', { file, line, col }, '', mistake.params)], firstLine };
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
  const at = positions(file, text, lineCounter);
  const syntaxErrors =
    doc.errors.length && options.schema !== 'json'
      ? explainYamlErrors(file, text, doc.errors, at)
      : [...doc.errors, ...doc.warnings].map((e) =>
          authorError(options.schema === 'json' ? 'JsonSyntax' : 'YamlSyntax', at(e.pos[0]), '', { detail: firstLineOf(e.message) }),
        );
  if (!syntaxErrors.length && doc.contents === null) syntaxErrors.push(emptyFile(file));
  const convert = (node: unknown): unknown => {
    if (isAlias(node)) return convert(node.resolve(doc));
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      const members = new Map<string | number, Pos>();
      const keys = new Map<string, Pos>();
      for (const pair of node.items) {
        const keyNode = pair.key as Node | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        out[key] = convert(pair.value);
        const valueNode = pair.value as Node | null;
        const range = valueNode?.range ?? keyNode?.range;
        members.set(key, at(range ? range[0] : 0));
        if (keyNode?.range) keys.set(key, at(keyNode.range[0]));
      }
      setLocation(out, at(node.range?.[0] ?? 0), members, keys);
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

/** Columns count characters as an editor shows them: a flag emoji is two, not four UTF-16 units. */
const characters = (text: string) => [...text].length;

/** Offset in `text` → line and column, the column in characters. */
function positions(file: string, text: string, lineCounter: LineCounter) {
  return (offset: number): Pos => {
    const { line } = lineCounter.linePos(offset);
    const start = lineCounter.lineStarts[line - 1] ?? 0;
    return { file, line, col: characters(text.slice(start, offset)) + 1 };
  };
}

const firstLineOf = (message: string) => message.split('\n')[0] ?? message;

const emptyFile = (file: string) => authorError('EmptyFile', { file, line: 1, col: 1 }, '', {});

/**
 * One line per mistake, where the author made it: layout mistakes in plain words, then whatever
 * the parser still finds once they are mended (its first complaint only, as the rest of its
 * list usually follows from that one, but every duplicate key, each being its own mistake).
 */
function explainYamlErrors(file: string, text: string, errors: readonly YAMLError[], at: (offset: number) => Pos) {
  const { mistakes, mended } = findLayoutMistakes(text);
  const explained = mistakes.map((m) =>
    'indentation' in m
      ? authorError('Indentation', { file, line: m.line, col: m.col }, '', m.indentation)
      : authorError('YamlSyntax', { file, line: m.line, col: m.col }, '', m.syntax),
  );
  let remaining: { pos: Pos; message: string; code: YAMLError['code'] }[];
  if (mistakes.length) {
    const lineCounter = new LineCounter();
    const again = parseDocument(mended, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const mendedAt = positions(file, mended, lineCounter);
    const mistakeLines = new Set(mistakes.map((m) => m.line));
    remaining = again.errors
      .map((e) => ({ pos: mendedAt(e.pos[0]), message: firstLineOf(e.message), code: e.code }))
      .filter((e) => !mistakeLines.has(e.pos.line));
  } else {
    remaining = errors.map((e) => ({ pos: at(e.pos[0]), message: firstLineOf(e.message), code: e.code }));
  }
  const first = remaining.find((e) => e.code !== 'DUPLICATE_KEY');
  const kept = remaining
    .filter((e) => e === first || e.code === 'DUPLICATE_KEY')
    .map(({ pos, message }) => authorError('YamlSyntax', pos, '', { detail: message }));
  return [...explained, ...kept];
}
