import { CST, Parser, stringify } from 'yaml';

/**
 * Adding and removing a key of a map, for yaml-edit.ts: a map written one key per line gains or
 * loses whole token runs, as a list's items do; a flow map (`{ a: 1 }`) is one line, changed as
 * text between its braces. Either way the caller parses the result again.
 */

type BlockMapItem = CST.BlockMap['items'][number];

const newline = (): CST.SourceToken => ({ type: 'newline', offset: 0, indent: 0, source: '\n' });
const space = (width: number): CST.SourceToken[] => (width ? [{ type: 'space', offset: 0, indent: 0, source: ' '.repeat(width) }] : []);

/** The blank lines and indent before an item's comments or key: what stays at its position. */
function leadLength(item: BlockMapItem): number {
  let n = 0;
  while (n < item.start.length && (item.start[n]!.type === 'newline' || item.start[n]!.type === 'space')) n++;
  return n;
}

/** The pairs of a block map, leaving out the comment lines after its last pair. */
export const isPair = (item: BlockMapItem) => item.key !== undefined || item.sep !== undefined;

/**
 * Adds `key: value` after the map's last pair, at its indent, the value in block style as
 * `yaml` writes it (nested maps and lists indented under the key). Returns false when the new
 * pair could not be written as one pair.
 */
export function addBlockPair(map: CST.BlockMap, key: string, value: unknown): boolean {
  const written = stringify({ [key]: value }, { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => (line ? ' '.repeat(map.indent) + line : line))
    .join('\n');
  const document = [...new Parser().parse(`${written}\n`)].find((token): token is CST.Document => token.type === 'document');
  const parsed = document?.value?.type === 'block-map' ? document.value.items : [];
  if (parsed.length !== 1) return false;
  const last = map.items.findLastIndex(isPair);
  const previous = map.items[last];
  // A last pair that did not end its line (the end of a file without a newline) gets one.
  const endsLine = !previous || CST.stringify({ ...map, items: [previous] }).endsWith('\n');
  const item = parsed[0]!;
  map.items.splice(last + 1, 0, { ...item, start: [...(endsLine ? [] : [newline()]), ...space(map.indent)] });
  return true;
}

/**
 * Removes the pair at `index` with the comment lines above it. The blank lines before it go with
 * it, except before the first pair, where the next one takes the first's place.
 */
export function removeBlockPair(map: CST.BlockMap, index: number): void {
  const leads = map.items.map((item) => item.start.slice(0, leadLength(item)));
  const bodies = map.items.map((item) => ({ ...item, start: item.start.slice(leadLength(item)) }));
  bodies.splice(index, 1);
  leads.splice(index === 0 ? 1 : index, 1);
  map.items = bodies.map((item, i) => ({ ...item, start: [...(leads[i] ?? []), ...item.start] }));
}

/** Where the whitespace before a flow map's closing brace starts, and where the brace is. */
function beforeClose(text: string, map: CST.FlowCollection): { trimmed: number; close: number } {
  const close = map.end.find((token) => token.type === 'flow-map-end')?.offset ?? -1;
  let trimmed = close;
  while (trimmed > 0 && /\s/.test(text[trimmed - 1]!)) trimmed--;
  return { trimmed, close };
}

/** `text` with `key: value` written last in the flow map: `{ a: 1 }` → `{ a: 1, key: value }`. */
export function withFlowPair(text: string, map: CST.FlowCollection, key: string, value: unknown): string {
  // `yaml` writes `{ key: value }`: the pair is what its braces hold.
  const pair = stringify({ [key]: value }, { collectionStyle: 'flow', lineWidth: 0 })
    .trimEnd()
    .slice(2, -2);
  const { trimmed, close } = beforeClose(text, map);
  const gap = text.slice(trimmed, close);
  const empty = map.items.length === 0;
  const comma = empty || text[trimmed - 1] === ',' ? ' ' : ', ';
  return `${text.slice(0, trimmed)}${comma}${pair}${gap || (empty ? ' ' : '')}${text.slice(close)}`;
}

/** `text` without the pair at `index` of the flow map and the comma that joined it. */
export function withoutFlowPair(text: string, map: CST.FlowCollection, index: number): string {
  const items = map.items;
  if (items.length === 1) return text.slice(0, map.start.offset + 1) + text.slice(beforeClose(text, map).close);
  const keyAt = (item: (typeof items)[number]) => item.key?.offset ?? item.sep?.[0]?.offset ?? 0;
  if (index < items.length - 1) return text.slice(0, keyAt(items[index]!)) + text.slice(keyAt(items[index + 1]!));
  const { trimmed } = beforeClose(text, map);
  // The last pair: from the comma after the one before it to its end.
  const from = items[index]!.start.find((token) => token.type === 'comma')?.offset ?? keyAt(items[index]!);
  return text.slice(0, from) + text.slice(trimmed);
}
