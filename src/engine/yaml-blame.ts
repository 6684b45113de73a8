import type { IndentationParams, YamlSyntaxParams } from './error-catalogue';
import { isListItem } from './yaml-line';

/**
 * Which of two lines that disagree on indentation is the one that moved: the layout reader
 * (yaml-syntax.ts) names that one, once, rather than every line that follows it. A mistake is at
 * a 1-based line and column (in characters, as an editor counts them), and is either a line at the
 * wrong depth or indented with a tab (error code Indentation) or a mistake inside a line (YamlSyntax).
 */
export type LayoutMistake = { line: number; col: number } & ({ indentation: IndentationParams } | { syntax: YamlSyntaxParams });

export interface Level {
  indent: number;
  kind: 'map' | 'seq';
  /** Index of the line that opened it. */
  line: number;
}

/** A block of text (`intro: >-`); `text` is the indentation of its first line, which the rest keep. */
export interface BlockText {
  kind: 'block-scalar';
  indent: number;
  text?: number;
  first?: number;
  lines: number;
}

/** The mistakes found so far, and the lines as they were probably meant. */
export interface Report {
  lines: string[];
  mistakes: LayoutMistake[];
}

/** The first line with content after `from` that is at `n` or further out. */
function nextOut(lines: readonly string[], from: number, n = Infinity) {
  for (let i = from + 1; i < lines.length; i++) {
    const content = lines[i]!.trim();
    const indent = lines[i]!.match(/^ */)![0].length;
    if (content && !content.startsWith('#') && indent <= n) return { indent, isItem: isListItem(content) };
  }
  return undefined;
}

/** The level of that kind nearest to `n`; between two as near, the one the next line agrees with. */
export function nearest(kind: Level['kind'], n: number, levels: readonly Level[], lines: readonly string[], from: number) {
  let best: number | undefined;
  const next = nextOut(lines, from)?.indent;
  const agrees = (indent: number) => next === indent || (kind === 'seq' && next === indent + 2);
  for (const level of levels) {
    if (level.kind !== kind) continue;
    const d = Math.abs(level.indent - n);
    const bestD = best === undefined ? Infinity : Math.abs(best - n);
    if (d < bestD || (d === bestD && (agrees(level.indent) || !agrees(best!)))) best = level.indent;
  }
  return best;
}

/**
 * The first line of a block out of line with the lines after it (`intro:` then `   eyebrow: a`
 * over `  stats: b`, or ` - type: a` over `    id: a`): when the line at `current` has a sibling
 * at its own indentation after it, the first line is what moved. Moves `levels` when it is.
 */
export function firstLineMisplaced(levels: Level[], first: number, n: number, isItem: boolean, report: Report, current: number): boolean {
  const level = levels.at(-1);
  if (!level || level.line !== first || level.kind !== (isItem ? 'seq' : 'map')) return false;
  const below = levels.at(-2);
  // A map that is the content of a list item moves with its dash, so its dash must be new too.
  if (!isItem && below?.kind === 'seq' && below.indent < level.indent && below.line !== first) return false;
  const item = !isItem && below?.kind === 'seq' && below.line === first ? below : undefined;
  const moved = item ?? level;
  const parent = levels.at(item ? -3 : -2);
  const indent = moved.indent + n - level.indent;
  if (indent < 0 || (parent && (parent.kind === 'seq' ? indent <= parent.indent : indent < parent.indent))) return false;
  // The lines after agree with this one: a sibling at its indentation, or the next item at the dash's.
  const next = nextOut(report.lines, current, n);
  const agreed = next && ((next.indent === n && next.isItem === isItem) || (item && next.isItem && next.indent === indent));
  if (!agreed) return false;
  report.mistakes.push({
    line: first + 1,
    col: moved.indent + 1,
    indentation: item ? { itemIndented: moved.indent, keysUnder: n, indentTo: indent } : { indented: moved.indent, item: isItem, others: 'after', expected: n },
  });
  report.lines[first] = ' '.repeat(indent) + report.lines[first]!.trimStart();
  moved.indent = indent;
  level.indent = n;
  return true;
}

/**
 * A line of a block of text that is further in than its key but not as far as the text above
 * it: YAML would end the text there. The first line is blamed when it is the one off the usual
 * indentation, or alone against this line and the next.
 */
export function textOutOfLine(block: BlockText, n: number, index: number, report: Report): void {
  block.lines++;
  if (block.text === undefined || block.first === undefined) {
    block.text = n;
    block.first = index;
    return;
  }
  if (n >= block.text) return;
  // Text usually goes 2 further in than its key; failing that, the next line decides.
  const usual = block.indent + 2;
  const firstMoved =
    block.text !== usual && n === usual ? true : block.text === usual ? false : block.lines === 2 && nextOut(report.lines, index)?.indent === n;
  const line = firstMoved ? block.first : index;
  const was = firstMoved ? block.text : n;
  report.mistakes.push({
    line: line + 1,
    col: was + 1,
    indentation: { textIndented: was, textFrom: firstMoved ? 'after' : 'above', expected: firstMoved ? n : block.text },
  });
  const to = firstMoved ? n : block.text;
  report.lines[line] = ' '.repeat(to) + report.lines[line]!.trimStart();
  block.text = to;
}
