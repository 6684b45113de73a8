import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { authorError, type AuthorError } from './errors';
import type { Pos } from './errors';

/**
 * A UI text that exists in one language and not the other shows up as English on a Spanish page
 * (or as nothing), and no schema notices: both halves are valid alone. So every map of a shared
 * fragment keyed by locale (the top level of variants/_shared/*.yaml with `en:` and `es:`
 * halves, and `locales` of site.yaml) is compared key by key, lists item by item: one error per
 * key or item without a partner, at that key.
 *
 * A fragment with one language only (main-offer.yaml's `en:`) is that language's own content,
 * not a translation, and is not compared.
 */

/**
 * Translation tables keyed by the English text they translate (the field messages): English
 * needs none, so a table missing from the English half is no gap.
 */
const fromEnglish = new Set(['fieldErrors']);
const english = 'en';

export interface SharedText {
  /** Path shown in errors, like variants/_shared/dialogs.yaml. */
  file: string;
  text: string;
}

type Found = AuthorError;
type Item = { key: string; node: unknown; pos: Pos };

/** The maps keyed by locale in one file: its top level, and site.yaml's `locales`. */
function localeMaps(doc: Document, file: string): Node[] {
  const top = doc.contents;
  if (!isMap(top)) return [];
  const nested = file.endsWith('/site.yaml') || file.endsWith('/site.json') ? top.get('locales', true) : undefined;
  return [top, ...(isMap(nested) ? [nested] : [])];
}

function compareFile({ file, text }: SharedText, locales: readonly string[]): Found[] {
  const order = (locale: string) => locales.indexOf(locale);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  // A file that does not parse is reported by the loader; there is nothing to compare.
  if (doc.errors.length) return [];
  const at = (node: unknown): Pos => {
    const range = node && typeof node === 'object' && 'range' in node && Array.isArray(node.range) ? node.range : undefined;
    const { line, col } = lineCounter.linePos(typeof range?.[0] === 'number' ? range[0] : 0);
    return { file, line, col };
  };
  const resolve = (node: unknown): unknown => (isAlias(node) ? node.resolve(doc) : node);
  const members = (node: unknown): Item[] | undefined => {
    const value = resolve(node);
    if (isMap(value))
      return value.items.map((pair) => ({ key: isScalar(pair.key) ? String(pair.key.value) : String(pair.key), node: pair.value, pos: at(pair.key) }));
    if (isSeq(value)) return value.items.map((item, i) => ({ key: `[${i}]`, node: item, pos: at(item) }));
    return undefined;
  };
  const kindOf = (node: unknown) => {
    const value = resolve(node);
    return isMap(value) ? 'a map' : isSeq(value) ? 'a list' : 'a text';
  };
  const join = (path: string, key: string) => (key.startsWith('[') || !path ? `${path}${key}` : `${path}.${key}`);

  const found: Found[] = [];
  /** What `a` (in locale `la`) has and `b` (in `lb`) lacks, all the way down. */
  const walk = (a: unknown, la: string, b: unknown, lb: string, path: string) => {
    const own = members(a);
    const other = members(b);
    if (!own || !other) return;
    const partners = new Map(other.map((item) => [item.key, item]));
    for (const item of own) {
      const partner = partners.get(item.key);
      const where = join(path, item.key);
      if (!partner) {
        if (!(lb === english && fromEnglish.has(item.key))) found.push(authorError('LocaleTextMissing', item.pos, '', { where, has: la, lacks: lb }));
      } else if (kindOf(item.node) !== kindOf(partner.node)) {
        // Reported once, from the first locale's side.
        if (order(la) < order(lb)) {
          found.push(
            authorError('LocaleTextMissing', partner.pos, '', { where, first: la, kind: kindOf(item.node), second: lb, otherKind: kindOf(partner.node) }),
          );
        }
      } else {
        walk(item.node, la, partner.node, lb, where);
      }
    }
  };
  for (const map of localeMaps(doc, file)) {
    const halves = (members(map) ?? []).filter((item) => order(item.key) >= 0);
    if (halves.length < 2) continue;
    for (const a of halves) for (const b of halves) if (a !== b) walk(a.node, a.key, b.node, b.key, '');
  }
  return found;
}

const cache = new Map<string, { text: string; found: Found[] }>();

/** One error per UI-text key (or list item) that one of the site's languages has and another lacks. */
export function checkLocaleParity(files: readonly SharedText[], locales: readonly string[]): AuthorError[] {
  return files.flatMap((file) => {
    const key = `${locales.join(' ')}\n${file.text}`;
    let entry = cache.get(file.file);
    if (entry?.text !== key) {
      entry = { text: key, found: compareFile(file, locales) };
      cache.set(file.file, entry);
    }
    return entry.found;
  });
}
