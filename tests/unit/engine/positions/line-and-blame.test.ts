import { describe, expect, it } from 'vitest';
import { type BlockText, firstLineMisplaced, type Level, nearest, type Report, textOutOfLine } from '../../../../src/engine/yaml-blame';
import { blockScalarHeader, closingQuote, depthChange, glued, isListItem, keyPattern, propertiesOnly } from '../../../../src/engine/yaml-line';
import { yamlErrors } from './helpers';

describe('yaml-line', () => {
  it('keyPattern: a key and its colon, plain or quoted, not a URL or a flow map', () => {
    expect('title: x'.match(keyPattern)?.[0]).toBe('title:');
    expect('title :x'.match(keyPattern)).toBeNull();
    expect('a b:'.match(keyPattern)?.[0]).toBe('a b:');
    expect('"a: b": c'.match(keyPattern)?.[0]).toBe('"a: b":');
    expect("'it''s': c".match(keyPattern)?.[0]).toBe("'it''s':");
    expect('"a\\"b": c'.match(keyPattern)?.[0]).toBe('"a\\"b":');
    expect('http://x'.match(keyPattern)).toBeNull();
    expect('{a: 1}'.match(keyPattern)).toBeNull();
    expect('# a: b'.match(keyPattern)).toBeNull();
    expect('a\t: b'.match(keyPattern)?.[0]).toBe('a\t:');
    expect(' a: b'.match(keyPattern)).toBeNull();
  });

  it('glued: a key whose colon has no space after it, not a URL or `a::b`', () => {
    expect('b:2'.match(glued)?.slice(1)).toEqual(['b', '2']);
    expect('http://x'.match(glued)).toBeNull();
    expect('a::b'.match(glued)).toBeNull();
    expect('a b:2'.match(glued)).toBeNull();
    expect(':a'.match(glued)).toBeNull();
    expect('b:'.match(glued)).toBeNull();
    expect('b: 2'.match(glued)).toBeNull();
    expect('#b:2'.match(glued)).toBeNull();
  });

  it('propertiesOnly, blockScalarHeader, isListItem', () => {
    expect(propertiesOnly.test('&base')).toBe(true);
    expect(propertiesOnly.test('!!map &a # c')).toBe(true);
    expect(propertiesOnly.test('&base x')).toBe(false);
    expect(propertiesOnly.test('x &base')).toBe(false);
    expect(blockScalarHeader.test('|')).toBe(true);
    expect(blockScalarHeader.test('>-')).toBe(true);
    expect(blockScalarHeader.test('|2+ # c')).toBe(true);
    expect(blockScalarHeader.test('> x')).toBe(false);
    expect(blockScalarHeader.test('x |')).toBe(false);
    expect(isListItem('- a')).toBe(true);
    expect(isListItem('-\ta')).toBe(true);
    expect(isListItem('-')).toBe(true);
    expect(isListItem('-a')).toBe(false);
    expect(isListItem('a -')).toBe(false);
  });

  it('closingQuote: a backslash escapes in double quotes, a doubled quote in single quotes', () => {
    expect(closingQuote('"a\\"b" c', '"')).toBe(5);
    expect(closingQuote("'a\\'b", "'")).toBe(3);
    expect(closingQuote("'it''s' x", "'")).toBe(6);
    expect(closingQuote('"open', '"')).toBe(-1);
    expect(closingQuote("'open''", "'")).toBe(-1);
    expect(closingQuote('x"', '"', 0)).toBe(1);
    expect(closingQuote('"', '"', 0)).toBe(0);
    expect(closingQuote('"', '"')).toBe(-1);
  });

  it('depthChange: brackets outside quotes and comments', () => {
    expect(depthChange('[a, {b: 1')).toBe(2);
    expect(depthChange(']}')).toBe(-2);
    expect(depthChange('["]", \'[\']')).toBe(0);
    expect(depthChange('["a\\"[", [')).toBe(2);
    expect(depthChange("['it''s [', [")).toBe(2);
    expect(depthChange('[a # [[')).toBe(1);
    expect(depthChange('[a#[')).toBe(2);
    expect(depthChange('# [')).toBe(0);
  });
});

describe('yaml-blame', () => {
  const report = (lines: string[]): Report => ({ lines, mistakes: [] });

  it('nearest: the level of that kind nearest the line; between two as near, the one the next line agrees with', () => {
    const levels: Level[] = [
      { indent: 0, kind: 'map', line: 0 },
      { indent: 2, kind: 'seq', line: 1 },
      { indent: 4, kind: 'map', line: 1 },
    ];
    expect(nearest('map', 3, levels, ['x', 'y', 'z'], 0)).toBe(4);
    expect(nearest('map', 1, levels, ['x'], 0)).toBe(0);
    expect(nearest('seq', 7, levels, [], 0)).toBe(2);
    expect(nearest('seq', 0, [{ indent: 0, kind: 'map', line: 0 }], [], 0)).toBeUndefined();
    const tie: Level[] = [
      { indent: 0, kind: 'map', line: 0 },
      { indent: 4, kind: 'map', line: 1 },
    ];
    expect(nearest('map', 2, tie, ['a:', '  b', 'c: 1'], 1)).toBe(0);
    expect(nearest('map', 2, tie, ['a:', '  b', '    c: 1'], 1)).toBe(4);
    expect(nearest('map', 2, tie, ['a:', '  b', '  # c', '', '    c: 1'], 1)).toBe(4);
    expect(nearest('map', 2, tie, ['a:', '  b', '      c: 1'], 1)).toBe(4);
    const seqTie: Level[] = [
      { indent: 0, kind: 'seq', line: 0 },
      { indent: 4, kind: 'seq', line: 1 },
    ];
    expect(nearest('seq', 2, seqTie, ['- a', '  b', '      c: 1'], 1)).toBe(4);
    expect(nearest('seq', 2, seqTie, ['- a', '  b', '  c: 1'], 1)).toBe(0);
    expect(nearest('map', 2, [...tie].reverse(), ['a:', '  b', '      c: 1'], 1)).toBe(0);
  });

  it('textOutOfLine: the first line of a text sets its indentation; a line further in is fine', () => {
    const block: BlockText = { kind: 'block-scalar', indent: 0, lines: 0 };
    const r = report(['a: >-', '  one', '    two', '  three']);
    textOutOfLine(block, 2, 1, r);
    expect(block).toEqual({ kind: 'block-scalar', indent: 0, text: 2, first: 1, lines: 1 });
    textOutOfLine(block, 4, 2, r);
    textOutOfLine(block, 2, 3, r);
    expect(r.mistakes).toEqual([]);
    expect(block.lines).toBe(3);
  });

  it('textOutOfLine: with the first line off the usual 2, the next line decides', () => {
    const lines = ['a: >-', '     one', '   two', '   three'];
    const block: BlockText = { kind: 'block-scalar', indent: 0, lines: 0 };
    const r = report([...lines]);
    textOutOfLine(block, 5, 1, r);
    textOutOfLine(block, 3, 2, r);
    expect(r.mistakes).toEqual([{ line: 2, col: 6, indentation: { textIndented: 5, textFrom: 'after', expected: 3 } }]);
    expect(r.lines[1]).toBe('   one');
    expect(block.text).toBe(3);
    const alone = report(['a: >-', '     one', '   two', 'b: 1']);
    const other: BlockText = { kind: 'block-scalar', indent: 0, lines: 0 };
    textOutOfLine(other, 5, 1, alone);
    textOutOfLine(other, 3, 2, alone);
    expect(alone.mistakes).toEqual([{ line: 3, col: 4, indentation: { textIndented: 3, textFrom: 'above', expected: 5 } }]);
    expect(alone.lines[2]).toBe('     two');
  });

  it('firstLineMisplaced: only for the level the previous line opened, when the line after agrees', () => {
    const levels = (): Level[] => [
      { indent: 0, kind: 'map', line: 0 },
      { indent: 3, kind: 'map', line: 1 },
    ];
    const lines = ['intro:', '   eyebrow: a', '  stats: b', '  more: c'];
    const r = report([...lines]);
    const moved = levels();
    expect(firstLineMisplaced(moved, 1, 2, false, r, 2)).toBe(true);
    expect(r.mistakes).toEqual([{ line: 2, col: 4, indentation: { indented: 3, item: false, others: 'after', expected: 2 } }]);
    expect(r.lines[1]).toBe('  eyebrow: a');
    expect(moved[1]!.indent).toBe(2);
    // Not the line before, another kind, nothing after, or out past the parent.
    expect(firstLineMisplaced(levels(), 0, 2, false, report([...lines]), 2)).toBe(false);
    expect(firstLineMisplaced(levels(), 1, 2, true, report([...lines]), 2)).toBe(false);
    expect(firstLineMisplaced(levels(), 1, 2, false, report(lines.slice(0, 3)), 2)).toBe(false);
    expect(firstLineMisplaced(levels(), 1, 0, false, report([...lines]), 2)).toBe(false);
    expect(firstLineMisplaced([], 1, 2, false, report([...lines]), 2)).toBe(false);
  });
});

/**
 * Mutants of the four files that Stryker found alive against the tests above
 * (docs/developers/mutation-testing.md): each test names the change it catches.
 */
describe('yaml-blame.ts, mutants killed', () => {
  const report = (lines: string[]): Report => ({ lines, mistakes: [] });

  it("kills: nextOut's comment and blank-line skip loosened (untrimmed, `||`, endsWith, or true): the next line with content decides a tie", () => {
    const tie: Level[] = [
      { indent: 4, kind: 'map', line: 1 },
      { indent: 0, kind: 'map', line: 0 },
    ];
    expect(nearest('map', 2, tie, ['a:', '  b', '  # c', '', '    c: 1'], 1)).toBe(4);
    expect(nearest('map', 2, tie, ['a:', '  b', '   ', '    c: 1'], 1)).toBe(4);
  });

  it("kills: nextOut's `indent <= n` made true: a deeper line after the sibling does not hide it", () => {
    expect(yamlErrors('intro:\n   eyebrow: a\n  stats:\n    deep: 1\n  more: c\n')).toEqual([
      'v.yaml:2:4: This line is indented 3 spaces; the keys after it use 2',
    ]);
  });

  it("kills: firstLineMisplaced's kind check made false or 'seq' emptied: a misplaced first list item is named, not a key level", () => {
    expect(yamlErrors('list:\n   - a\n  - b\n  - c\n')).toEqual(['v.yaml:2:4: This list item is indented 3 spaces; the items after it use 2']);
    const r = report(['intro:', '   eyebrow: a', '  - x', '  - y']);
    const levels: Level[] = [
      { indent: 0, kind: 'map', line: 0 },
      { indent: 3, kind: 'map', line: 1 },
    ];
    expect(firstLineMisplaced(levels, 1, 2, true, r, 2)).toBe(false);
    expect(r.mistakes).toEqual([]);
  });

  it('kills: the guard for a map under an older dash removed (or its parts changed): the keys under it are named, not the item', () => {
    expect(yamlErrors('list:\n  - a: 1\n  -    b: 1\n    c: 2\n    d: 3\n')).toEqual([
      'v.yaml:4:5: This line is indented 4 spaces; the keys around it use 7',
      'v.yaml:5:5: This line is indented 4 spaces; the keys around it use 7',
    ]);
  });

  it('kills: the parent level read from the start of the stack (at(3), at(2)) instead of its end', () => {
    expect(yamlErrors('a:\n  list:\n   - b: 1\n      c: 2\n      d: 3\n')).toEqual([
      'v.yaml:3:4: This list item is indented 3 spaces; for its first key to line up with the 6-space keys under it, indent it 4',
    ]);
    expect(yamlErrors('a:\n  b:\n     c: 1\n    d: 2\n    e: 3\n')).toEqual(['v.yaml:3:6: This line is indented 5 spaces; the keys after it use 4']);
  });

  it("kills: textOutOfLine's `block.text === usual` made false: text at the usual 2 keeps it, the lines under it are named", () => {
    expect(yamlErrors('a: >-\n  one\n two\n three\n')).toEqual([
      'v.yaml:3:2: This line is indented 1 space; the text above it uses 2',
      'v.yaml:4:2: This line is indented 1 space; the text above it uses 2',
    ]);
  });

  it("kills: textOutOfLine's `block.lines === 2` made true: after two lines that agree, the next line does not move them", () => {
    expect(yamlErrors('a: >-\n     one\n     two\n   three\n   four\n')).toEqual([
      'v.yaml:4:4: This line is indented 3 spaces; the text above it uses 5',
      'v.yaml:5:4: This line is indented 3 spaces; the text above it uses 5',
    ]);
  });

  it("kills: textOutOfLine's `nextOut(...)?.indent` made `.indent`: a text's last line, at the end of the file, is named", () => {
    expect(yamlErrors('a: >-\n     one\n   two\n')).toEqual(['v.yaml:3:4: This line is indented 3 spaces; the text above it uses 5']);
  });
});

/**
 * The layout reader's mutants that no test above tells apart, each with the shortest layout found
 * where the mutant and the reader disagree: lines drawn at random from keys, list items, quotes,
 * blocks of text, flow brackets, tabs and comments, compared on the reader's mistakes and its
 * mended text. Each row pins what the reader says for that layout.
 */
describe('yaml-line.ts, mutants killed', () => {
  it("kills: keyPattern's `[ \\t]*:` made `[^ \\t]*:`: a quoted key with a space before its colon is a key", () => {
    expect('"a" : b'.match(keyPattern)?.[0]).toBe('"a" :');
  });

  it('kills: closingQuote\'s doubled-quote rule applied to double quotes (`quote === "\'"` made true): a quote after the closing `"` does not hide it', () => {
    expect(closingQuote('"a""b"', '"')).toBe(2);
    expect(closingQuote('"a"\'b"', '"')).toBe(2);
  });

  it("kills: depthChange's backslash rule dropped or applied to single quotes, and the comment check looking after the `#`", () => {
    expect(depthChange('["a\\"]", [')).toBe(2);
    expect(depthChange("['a\\', [")).toBe(2);
    expect(depthChange('[a #[')).toBe(1);
  });
});
