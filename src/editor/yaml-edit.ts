import { Composer, CST, type Document, isMap, isNode, isScalar, isSeq, Parser, stringify } from 'yaml';
import { addBlockPair, isPair, removeBlockPair, withFlowPair, withoutFlowPair } from './yaml-map';

/**
 * Edits to a YAML file that leave the rest of it as a person wrote it: comments, key order,
 * quoting, blank lines and flow maps stay byte for byte, so changing one headline changes one
 * line and a file opened and saved without edits is identical.
 *
 * `yaml`'s Document API re-renders the whole document on toString() (it re-indents, requotes and
 * reflows). This works on its concrete syntax tree instead, which prints back exactly what it
 * parsed: a scalar is rewritten in place with CST.setScalarValue (its quoting kept when the value
 * allows, changed when it must), sequence items are moved, removed or added as whole token runs,
 * and so are the keys of a map (yaml-map.ts). The composed Document (keepSourceTokens) only finds the tokens of a path; after every
 * edit the text is parsed again, so paths always name the file as it now is.
 */

export type YamlPath = readonly (string | number)[];

export class YamlEditError extends Error {}

interface Parsed {
  tokens: CST.Token[];
  doc: Document.Parsed;
}

function parse(text: string): Parsed {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1) throw new YamlEditError(`Expected one YAML document, found ${docs.length}`);
  const doc = docs[0]!;
  if (doc.errors.length) throw new YamlEditError(doc.errors.map((error) => error.message).join('\n'));
  try {
    doc.toJS(); // an alias above its anchor is found only here
  } catch (error) {
    throw new YamlEditError(error instanceof Error ? error.message : String(error));
  }
  return { tokens, doc };
}

const where = (path: YamlPath) => path.map(String).join('.') || '(the document)';

/** A block sequence item's lead: what stays at its position when items move (the blank lines and indent before it, up to a comment or the dash). */
function leadLength(item: CST.BlockSequence['items'][number]): number {
  const start = item.start;
  let n = 0;
  while (n < start.length && (start[n]!.type === 'newline' || start[n]!.type === 'space')) n++;
  // The indent before the dash stays with the position; a comment's lines move with the item.
  return start[n]?.type === 'comment' ? n : start.findIndex((token) => token.type === 'seq-item-ind');
}

export class YamlFile {
  #parsed: Parsed;

  private constructor(parsed: Parsed) {
    this.#parsed = parsed;
  }

  /** Throws YamlEditError on a file that does not parse. */
  static parse(text: string): YamlFile {
    return new YamlFile(parse(text));
  }

  /** The file as it is now. */
  toString(): string {
    return this.#parsed.tokens.map((token) => CST.stringify(token)).join('');
  }

  /** The data the file holds (what the validator reads). */
  get data(): unknown {
    return this.#parsed.doc.toJS();
  }

  /**
   * Applies an edit to the syntax tree (or returns the file's new text) and parses the result; an
   * edit whose result does not parse (an alias moved above its anchor) leaves the file as it was
   * and says why.
   */
  #edit(what: string, change: () => string | undefined): void {
    const before = this.toString();
    const after = change() ?? this.toString();
    try {
      this.#parsed = parse(after);
    } catch (error) {
      this.#parsed = parse(before);
      throw new YamlEditError(`${what} would break the file: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The comments between a key and its list's first dash (or its map's first key) belong to the
   * first item (the parser puts them with the key): they move into the item's own tokens, which
   * print the same, so they travel with it.
   */
  #firstItemComments(seq: CST.BlockSequence | CST.BlockMap): void {
    let owner: CST.CollectionItem | undefined;
    for (const token of this.#parsed.tokens) {
      if (token.type !== 'document') continue;
      CST.visit(token, (item) => {
        if (item.value === seq) {
          owner = item;
          return CST.visit.BREAK;
        }
        return undefined;
      });
      if (owner) break;
    }
    const sep = owner?.sep;
    const first = seq.items[0];
    if (!sep || !first) return;
    const comment = sep.findIndex((token) => token.type === 'comment');
    if (comment < 0) return;
    // The indent before the first comment stays with the key (it is printed before the dash today).
    first.start = [...sep.splice(comment), ...first.start];
  }

  #node(path: YamlPath) {
    const node = this.#parsed.doc.getIn(path, true);
    if (node === undefined) throw new YamlEditError(`Nothing at ${where(path)}`);
    return node;
  }

  #blockSeq(path: YamlPath): CST.BlockSequence {
    const node = this.#node(path);
    const token = isSeq(node) ? node.srcToken : undefined;
    if (token?.type !== 'block-seq') throw new YamlEditError(`${where(path)} is not a list written one item per line`);
    return token;
  }

  /** The map at `path` (the whole document for `[]`) and its tokens. */
  #map(path: YamlPath) {
    const node = this.#node(path);
    const token = isMap(node) ? node.srcToken : undefined;
    if (!isMap(node) || (token?.type !== 'block-map' && token?.type !== 'flow-collection')) throw new YamlEditError(`${where(path)} is not a map of keys`);
    return { node, token };
  }

  /**
   * Adds `key: value` to the map at `path`, where it is not yet: in a map written one key per line,
   * a line at its indent after its last pair (a map or list value in block style below it); in a
   * flow map, `{ a: 1 }` → `{ a: 1, key: value }`.
   */
  addKey(path: YamlPath, key: string, value: unknown): void {
    const { node, token } = this.#map(path);
    if (node.has(key)) throw new YamlEditError(`${where([...path, key])} is already there: change it instead`);
    if (value === undefined) throw new YamlEditError(`${where([...path, key])} needs a value`);
    const before = this.toString();
    this.#edit(`Adding ${where([...path, key])}`, () => {
      if (token.type === 'flow-collection') return withFlowPair(this.toString(), token, key, value);
      if (!addBlockPair(token, key, value)) throw new YamlEditError(`${where([...path, key])} could not be written as one key`);
    });
    const written = this.#parsed.doc.getIn([...path, key], true);
    if (JSON.stringify(isNode(written) ? written.toJS(this.#parsed.doc) : written) !== JSON.stringify(value)) {
      this.#parsed = parse(before);
      throw new YamlEditError(`${where([...path, key])} could not be written as ${JSON.stringify(value)}`);
    }
  }

  /** Removes `key` and its value from the map at `path`, with the comment lines directly above it. */
  deleteKey(path: YamlPath, key: string): void {
    const { node, token } = this.#map(path);
    const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
    const keyToken = isNode(pair?.key) ? pair.key.srcToken : undefined;
    if (!pair || !keyToken) throw new YamlEditError(`Nothing at ${where([...path, key])}`);
    const what = `Removing ${where([...path, key])}`;
    if (token.type === 'flow-collection') {
      const index = token.items.findIndex((item) => item.key === keyToken);
      this.#edit(what, () => withoutFlowPair(this.toString(), token, index));
      return;
    }
    if (token.items.filter(isPair).length === 1) throw new YamlEditError(`${where(path)} would be empty: a map written one key per line keeps at least one`);
    this.#edit(what, () => {
      if (token.items[0]?.key === keyToken) this.#firstItemComments(token);
      removeBlockPair(
        token,
        token.items.findIndex((item) => item.key === keyToken),
      );
    });
  }

  /**
   * Sets the scalar at `path` (it must exist; see `add` for a new key), keeping its quoting
   * style when the new value can be written in it.
   */
  set(path: YamlPath, value: string | number | boolean | null): void {
    const node = this.#node(path);
    if (!isScalar(node) || !node.srcToken || !CST.isScalar(node.srcToken)) throw new YamlEditError(`${where(path)} is not a single value`);
    if (node.value === value) return;
    const token = node.srcToken;
    const text = typeof value === 'string' ? value : stringify(value).trimEnd();
    // A plain scalar whose text would read back as another type (a string "42", "true") is quoted.
    const quote = token.type === 'scalar' && typeof value === 'string' && YamlFile.#plainReadsAs(text) !== value;
    // A map's value is indented under its key (a folded or literal block keeps its style).
    const afterKey = typeof path.at(-1) === 'string';
    const before = this.toString();
    this.#edit(`Setting ${where(path)}`, () => {
      CST.setScalarValue(token, text, quote ? { type: 'QUOTE_DOUBLE', afterKey } : { afterKey });
    });
    if (this.#parsed.doc.getIn(path) !== value) {
      this.#parsed = parse(before);
      throw new YamlEditError(`${where(path)} could not be written as ${JSON.stringify(value)}`);
    }
  }

  /** What a plain (unquoted) scalar with this text reads as. */
  static #plainReadsAs(text: string): unknown {
    try {
      return parse(`x: ${text}`).doc.get('x');
    } catch {
      return undefined;
    }
  }

  /**
   * Rearranges the items of a list written one item per line. Each item is split into its lead
   * (the blank lines and indent before it, which stay at their position) and its body (comments,
   * dash and value, which travel); `change` reorders the bodies and, when the count changes, the leads.
   */
  #relayout(seq: CST.BlockSequence, what: string, change: (bodies: CST.BlockSequence['items'], leads: CST.SourceToken[][]) => void): void {
    this.#edit(what, () => {
      this.#firstItemComments(seq);
      const leads = seq.items.map((item) => item.start.slice(0, leadLength(item)));
      const bodies = seq.items.map((item) => ({ ...item, start: item.start.slice(leadLength(item)) }));
      change(bodies, leads);
      seq.items = bodies.map((item, i) => ({ ...item, start: [...(leads[i] ?? []), ...item.start] }));
      this.#ensureLineEnds(seq);
    });
  }

  /** Moves the item at `from` of the list at `path` to `to`; the blank lines between items stay where they are. */
  move(path: YamlPath, from: number, to: number): void {
    const seq = this.#blockSeq(path);
    const count = seq.items.length;
    if (from < 0 || from >= count || to < 0 || to >= count) throw new YamlEditError(`${where(path)} has ${count} items: cannot move ${from} to ${to}`);
    if (from === to) return;
    this.#relayout(seq, `Moving item ${from} of ${where(path)} to ${to}`, (bodies) => {
      const [moved] = bodies.splice(from, 1);
      bodies.splice(to, 0, moved!);
    });
  }

  /** Removes the item at `index` of the list at `path`, with its comments. */
  remove(path: YamlPath, index: number): void {
    const seq = this.#blockSeq(path);
    if (index < 0 || index >= seq.items.length) throw new YamlEditError(`${where(path)} has no item ${index}`);
    if (seq.items.length === 1) throw new YamlEditError(`${where(path)} would be empty: a list written one item per line keeps at least one`);
    this.#relayout(seq, `Removing item ${index} of ${where(path)}`, (bodies, leads) => {
      bodies.splice(index, 1);
      leads.splice(index === 0 ? 1 : index, 1);
    });
  }

  /**
   * Adds `value` as a new item at `index` of the list at `path`, written in block style at the
   * list's indent, separated from its neighbours as they are from each other.
   */
  insert(path: YamlPath, index: number, value: unknown): void {
    const seq = this.#blockSeq(path);
    if (index < 0 || index > seq.items.length) throw new YamlEditError(`${where(path)} has ${seq.items.length} items: cannot add at ${index}`);
    const indent = seq.indent;
    const written = stringify([value], { lineWidth: 0 })
      .trimEnd()
      .split('\n')
      .map((line) => ' '.repeat(indent) + line)
      .join('\n');
    const document = [...new Parser().parse(`${written}\n`)].find((token): token is CST.Document => token.type === 'document');
    const item = document?.value?.type === 'block-seq' ? document.value.items[0] : undefined;
    if (!item) throw new YamlEditError(`Could not write the new item of ${where(path)}`);
    this.#relayout(seq, `Adding an item to ${where(path)}`, (bodies, leads) => {
      // The new item's own lead is dropped: it takes the one items after the first have.
      bodies.splice(index, 0, { ...item, start: item.start.slice(leadLength(item)) });
      const between = leads[1] ?? [
        { type: 'newline' as const, offset: 0, indent: 0, source: '\n' },
        { type: 'space' as const, offset: 0, indent: 0, source: ' '.repeat(indent) },
      ];
      leads.splice(index === 0 ? 1 : index, 0, between);
    });
  }

  /**
   * Every item but the last must end its line: an item that was last (its newline belonged to
   * what followed the list) gets one when it moves up, so the next dash starts a line.
   */
  #ensureLineEnds(seq: CST.BlockSequence): void {
    for (const item of seq.items.slice(0, -1)) {
      const text = CST.stringify({ ...seq, items: [item] } as CST.BlockSequence);
      if (text.endsWith('\n')) continue;
      const next = seq.items[seq.items.indexOf(item) + 1]!;
      next.start = [{ type: 'newline', offset: 0, indent: 0, source: '\n' }, ...next.start];
    }
  }
}
