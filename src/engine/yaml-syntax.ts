import { firstLineMisplaced, nearest, textOutOfLine, type BlockText, type LayoutMistake, type Level, type Report } from './yaml-blame';
import { blockScalarHeader, closingQuote, depthChange, glued, isListItem, keyPattern, propertiesOnly } from './yaml-line';

export type { LayoutMistake } from './yaml-blame';

/** What the lines after the current one belong to, when they are not new keys or items. */
type Context =
  | { kind: 'open'; indent: number; fromKey: boolean }
  | BlockText
  | { kind: 'plain'; indent: number }
  | { kind: 'flow'; indent: number; depth: number }
  | { kind: 'quoted'; indent: number; quote: string; line: number; col: number }
  | { kind: 'none' };

const nothingOpen = (): Context => ({ kind: 'none' });

/**
 * Reads a broken YAML file the way its author laid it out, line by line, and names each layout
 * mistake in plain words at the line and column where it is. The yaml package reports where its
 * parser got lost instead: often the line above, column 1, and five more lines that follow from
 * the first. Each mistake comes with the line as it was probably meant, so the caller can parse
 * the mended text and learn whether anything else is wrong.
 */
export function findLayoutMistakes(text: string): { mistakes: LayoutMistake[]; mended: string } {
  const lines = text.split('\n');
  const mistakes: LayoutMistake[] = [];
  const stack: Level[] = [];
  // Typed as the whole union: the closures below change it, which flow analysis cannot see.
  let context: Context = nothingOpen();
  let giveUp = false;
  const unclosed = ({ quote, line, col }: Extract<Context, { kind: 'quoted' }>) => {
    mistakes.push({ line, col, syntax: { unclosedQuote: quote } });
    lines[line - 1] = lines[line - 1]!.replace(/\r?$/, (end) => `${quote}${end}`);
  };

  /** Index of the line being read, and of the last line with content before it. */
  let current = 0;
  let previous = -1;
  const top = () => stack.at(-1);
  const report: Report = { lines, mistakes };
  /** Where a line that cannot tell its own indentation (a tab) most likely belongs. */
  const expectedIndent = (isItem: boolean) => {
    if (context.kind === 'open') return context.indent + 2;
    return nearest(isItem ? 'seq' : 'map', Infinity, stack, lines, current) ?? top()?.indent ?? 0;
  };
  /** Makes `n` a level of the kind the line needs; false when the line fits no level. */
  const place = (n: number, kind: Level['kind']): boolean => {
    if (context.kind === 'open') {
      const open = context;
      context = { kind: 'none' };
      if (n > open.indent || (n === open.indent && kind === 'seq' && open.fromKey)) {
        stack.push({ indent: n, kind, line: current });
        return true;
      }
    }
    // Further out than the first line of the file: that line is what is out of place.
    if (stack.length && n < stack[0]!.indent) return false;
    while (stack.length && top()!.indent > n) stack.pop();
    while (stack.length > 1 && top()!.indent === n && top()!.kind !== kind && stack.at(-2)!.indent === n) stack.pop();
    if (!stack.length) {
      stack.push({ indent: n, kind, line: current });
      return true;
    }
    return top()!.indent === n && top()!.kind === kind;
  };

  /** Reads the content of a line placed at `col` (an item's content, or a key). */
  const readContent = (content: string, col: number, lineNo: number, line: string) => {
    const start = line.length - content.length;
    let rest = content;
    let at = col;
    // What continues a scalar goes further in than its key, or than the dash of its list item.
    let owner = col;
    while (isListItem(rest)) {
      const after = rest.slice(1).match(/^[ \t]*/)![0].length + 1;
      rest = rest.slice(after);
      if (!rest || rest.startsWith('#')) {
        context = { kind: 'open', indent: at, fromKey: false };
        return;
      }
      owner = at;
      at += after;
      if (isListItem(rest)) stack.push({ indent: at, kind: 'seq', line: current });
      else if (keyPattern.test(rest)) stack.push({ indent: at, kind: 'map', line: current });
    }
    const key = rest.match(keyPattern);
    const value = key ? rest.slice(key[0].length).trimStart() : rest;
    const valueCol = at + rest.length - value.length;
    if (key) owner = at;
    if (!value || value.startsWith('#') || propertiesOnly.test(value)) context = { kind: 'open', indent: owner, fromKey: Boolean(key) };
    else if (blockScalarHeader.test(value)) context = { kind: 'block-scalar', indent: owner, lines: 0 };
    else if ((value.startsWith('"') || value.startsWith("'")) && closingQuote(value, value[0]!) < 0) {
      const quoteCol = [...line.slice(0, start + valueCol - col)].length + 1;
      context = { kind: 'quoted', indent: owner, quote: value[0]!, line: lineNo, col: quoteCol };
    } else if (value.startsWith('"') || value.startsWith("'")) {
      const end = closingQuote(value, value[0]!);
      const after = value.slice(end + 1);
      const extra = after.trimStart();
      if (extra && !extra.startsWith('#') && !extra.startsWith(':')) {
        const offset = start + valueCol - col + end + 1 + after.length - extra.length;
        mistakes.push({
          line: lineNo,
          col: [...line.slice(0, offset)].length + 1,
          syntax: { textAfterQuote: value[0]! },
        });
        const mended = lines[lineNo - 1]!;
        lines[lineNo - 1] = mended.slice(0, mended.length - (line.length - offset)).trimEnd();
      }
      context = { kind: 'plain', indent: owner };
    } else if (/^[[{]/.test(value) && depthChange(value) > 0) {
      context = { kind: 'flow', indent: owner, depth: depthChange(value) };
    } else context = { kind: 'plain', indent: owner };
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    current = index;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const ws = line.match(/^[ \t]*/)![0];
    const content = line.slice(ws.length);
    const blank = content === '' || content.startsWith('#');
    const n = ws.length;

    if (context.kind === 'block-scalar') {
      if (!content || n > context.indent) {
        if (content && !ws.includes('\t')) textOutOfLine(context, n, index, report);
        return;
      }
      context = { kind: 'none' };
    }
    if (context.kind === 'flow') {
      if (blank) return;
      context.depth += depthChange(content);
      if (context.depth <= 0) context = { kind: 'none' };
      return;
    }
    if (context.kind === 'quoted') {
      if (blank) return;
      if (n > context.indent) {
        if (closingQuote(content, context.quote, 0) >= 0) context = { kind: 'plain', indent: context.indent };
        return;
      }
      unclosed(context);
      context = { kind: 'plain', indent: context.indent };
    }
    if (blank || /^(?:---|\.\.\.|%)/.test(line)) return;
    // Explicit keys (`? key` / `: value`) are beyond this reader: it leaves such files to the parser.
    if (/^[?:](?:[ \t]|$)/.test(content)) giveUp = true;
    if (giveUp) return;

    // An anchor or tag alone on its line belongs to the block that follows it.
    if (context.kind === 'open' && propertiesOnly.test(content)) return;
    const isItem = isListItem(content);
    const isKey = isItem || keyPattern.test(content);
    if (context.kind === 'plain' && n > context.indent && !isKey && !ws.includes('\t')) return;

    if (ws.includes('\t')) {
      previous = index;
      const tab = ws.indexOf('\t');
      const e = expectedIndent(isItem);
      mistakes.push({
        line: lineNo,
        col: tab + 1,
        indentation: { tabAfterSpaces: tab },
      });
      lines[index] = ' '.repeat(e) + content;
      if (place(e, isItem ? 'seq' : 'map')) readContent(content, e, lineNo, line);
      return;
    }

    const gluedKey = !isKey ? content.match(glued) : null;
    // A map at the line's own indentation, wherever it is on the stack: the levels further in (a
    // list that ended on the line above) end here.
    if (gluedKey && context.kind !== 'open' && stack.some((l) => l.indent === n && l.kind === 'map')) {
      previous = index;
      const colon = gluedKey[1]!.length;
      mistakes.push({
        line: lineNo,
        col: [...line.slice(0, n + colon + 1)].length + 1,
        syntax: { gluedKey: gluedKey[1]!, text: content },
      });
      const fixed = `${gluedKey[1]}: ${gluedKey[2]}`;
      lines[index] = ws + fixed;
      place(n, 'map');
      readContent(fixed, n, lineNo, ws + fixed);
      return;
    }
    if (!isKey) {
      previous = index;
      context = { kind: 'none' };
      return;
    }

    const kind = isItem ? 'seq' : 'map';
    const before = stack.map((level) => ({ ...level }));
    const itemBefore = previous;
    previous = index;
    if (place(n, kind)) {
      readContent(content, n, lineNo, line);
      return;
    }
    if (firstLineMisplaced(before, itemBefore, n, isItem, report, current)) {
      stack.length = 0;
      stack.push(...before);
      if (place(n, kind)) readContent(content, n, lineNo, line);
      return;
    }
    const e = nearest(kind, n, before, lines, current);
    if (e === undefined || e === n) {
      context = { kind: 'none' };
      return;
    }
    mistakes.push({ line: lineNo, col: n + 1, indentation: { indented: n, item: isItem, others: 'around', expected: e } });
    lines[index] = ' '.repeat(e) + content;
    stack.length = 0;
    stack.push(...before);
    if (place(e, kind)) readContent(content, e, lineNo, line);
  });
  if (context.kind === 'quoted') unclosed(context);
  if (giveUp) return { mistakes: [], mended: text };
  return { mistakes: mistakes.sort((a, b) => a.line - b.line || a.col - b.col), mended: lines.join('\n') };
}
