import { describe, expect, it } from 'vitest';
import { parseYamlFile } from '../../../../src/engine/source';
import { glued } from '../../../../src/engine/yaml-line';
import { findLayoutMistakes } from '../../../../src/engine/yaml-syntax';
import { yamlErrors, layout, mended } from './helpers';

describe('layout mistakes, one line each where the author made it', () => {
  it('a key indented further than the keys around it', () => {
    expect(yamlErrors('a:\n  b: 1\n    c: 2\n')).toEqual(['v.yaml:3:5: This line is indented 4 spaces; the keys around it use 2']);
    expect(mended('a:\n  b: 1\n    c: 2\n')).toBe('a:\n  b: 1\n  c: 2\n');
  });

  it('a key indented less than the keys around it, under a list item', () => {
    const under = ['sections:', '  - heading: One', '   paragraphs:', '      - a', ''].join('\n');
    expect(yamlErrors(under)).toEqual(['v.yaml:3:4: This line is indented 3 spaces; the keys around it use 4']);
  });

  it('a list item indented less than the items around it', () => {
    expect(yamlErrors('list:\n  - a: 1\n    b: 2\n   - c: 3\n')).toEqual(['v.yaml:4:4: This list item is indented 3 spaces; the items around it use 2']);
  });

  it('a list item indented further than the items around it', () => {
    const text = ['s:', '  - h: 1', '    items:', '      - x', '    - h: 2', '  - h: 3', ''].join('\n');
    expect(yamlErrors(text)).toEqual(['v.yaml:5:5: This list item is indented 4 spaces; the items around it use 2']);
  });

  it('a key indented when the keys around it are not', () => {
    expect(yamlErrors('a: [1,\n  2]\n  b: 3\n')).toEqual(['v.yaml:3:3: This line is indented 2 spaces; the keys around it are not indented']);
  });

  it('an indented first line: it is named, not the lines after it', () => {
    expect(yamlErrors('  a: 1\nb: 2\nc: 3\n')).toEqual(['v.yaml:1:3: This line is indented 2 spaces; the keys after it are not indented']);
    expect(mended('  a: 1\nb: 2\nc: 3\n')).toBe('a: 1\nb: 2\nc: 3\n');
  });

  it('a list item whose first key is out of line with the keys under it: the dash is named', () => {
    const text = ['blocks:', ' - type: legal', '    id: legal', '    title: T', ''].join('\n');
    expect(yamlErrors(text)).toEqual([
      'v.yaml:2:2: This list item is indented 1 space; for its first key to line up with the 4-space keys under it, indent it 2',
    ]);
    expect(mended(text)).toBe('blocks:\n  - type: legal\n    id: legal\n    title: T\n');
  });

  it('a first key of a block further in than the keys after it is named', () => {
    const text = ['intro:', '   eyebrow: a', '  stats: b', '  more: c', ''].join('\n');
    expect(yamlErrors(text)).toEqual(['v.yaml:2:4: This line is indented 3 spaces; the keys after it use 2']);
  });

  it('a tab at the start of a line, or after spaces', () => {
    expect(yamlErrors('a:\n  b: 1\n\tc: 2\n')).toEqual(['v.yaml:3:1: This line starts with a tab; YAML indents with spaces only']);
    expect(yamlErrors('a:\n  b:\n  \tc: 1\n')).toEqual(['v.yaml:3:3: This line has a tab after 2 spaces; YAML indents with spaces only']);
    expect(mended('a:\n  b:\n  \tc: 1\n')).toBe('a:\n  b:\n    c: 1\n');
    expect(mended('a:\n  - x\n\t- y\n')).toBe('a:\n  - x\n  - y\n');
    expect(parseYamlFile('v.yaml', 'a:\n\tb: 1\n').syntaxErrors.map((e) => e.code)).toEqual(['Indentation']);
  });

  it('a key glued to its value', () => {
    expect(yamlErrors('a: 1\nb:2\n')).toEqual(['v.yaml:2:3: Add a space after "b:"; without it YAML reads "b:2" as text, not as a key and its value']);
    expect(yamlErrors('x:\n  a: 1\n  🇲🇽:2\n')).toEqual([
      'v.yaml:3:6: Add a space after "🇲🇽:"; without it YAML reads "🇲🇽:2" as text, not as a key and its value',
    ]);
    expect(mended('a: 1\nb:2\n')).toBe('a: 1\nb: 2\n');
  });

  it('a quote never closed, at the end of the file or before the next key', () => {
    expect(yamlErrors('a: 1\nb: "open\n')).toEqual(['v.yaml:2:4: The text opened with " here is never closed; add a closing " where it ends']);
    expect(yamlErrors("a: 'it\nb: 2\n")).toEqual(["v.yaml:1:4: The text opened with ' here is never closed; add a closing ' where it ends"]);
    expect(mended("a: 'it\nb: 2\n")).toBe("a: 'it'\nb: 2\n");
    expect(mended('a: "x\r\nb: 2\r\n')).toBe('a: "x"\r\nb: 2\r\n');
  });

  it('a quoted text over several lines is not a mistake', () => {
    expect(layout('a: "one\n  two"\nb: 2\n')).toEqual([]);
    expect(layout('a: "one\n\n  # not a comment\n  two"\nb: 2\n')).toEqual([]);
  });

  it('text after the closing quote, counting a flag emoji as 2 characters', () => {
    expect(yamlErrors('a: "🇲🇽 México" Landfall\n')).toEqual(['v.yaml:1:16: Text after the closing ": the whole value goes inside the quotes']);
    expect(yamlErrors("b: 'it''s' z\n")).toEqual(["v.yaml:1:12: Text after the closing ': the whole value goes inside the quotes"]);
    expect(mended('a: "x"   y\nb: 1\n')).toBe('a: "x"\nb: 1\n');
    expect(layout('a: "x" # comment\nb: 2\n')).toEqual([]);
  });

  it('a line of a block of text further in than the text after it', () => {
    expect(yamlErrors('a: >-\n    one\n  two\n')).toEqual(['v.yaml:2:5: This line is indented 4 spaces; the text after it uses 2']);
    expect(mended('a: >-\n    one\n  two\n')).toBe('a: >-\n  one\n  two\n');
  });

  it('a line of a block of text less indented than the text above it', () => {
    expect(yamlErrors('a: >-\n  one\n two\n')).toEqual(['v.yaml:3:2: This line is indented 1 space; the text above it uses 2']);
  });

  it('several mistakes, sorted by line then column, and each line once', () => {
    const text = 'a:\n  b: 1\n    c: 2\n\td: 3\ne:2\n';
    expect(layout(text).map(([where]) => where)).toEqual(['3:5', '4:1', '5:3']);
  });
});

describe('the layout reader leaves valid YAML alone', () => {
  const valid = (text: string) => {
    expect(findLayoutMistakes(text)).toEqual({ mistakes: [], mended: text });
  };

  it('documents markers, directives, comments, anchors, tags, flow collections and explicit keys', () => {
    valid('%YAML 1.2\n---\na: 1\n# comment\n...\n');
    valid('a: &x\n  b: 1\nc:\n  !!map\n  d: 1\n');
    valid('a: { b: 1,\n    c: [2,\n  3] }\nd: 1\n');
    valid('a: [1, "]", \'[\' # [\n  ]\nb: 1\n');
    valid('? a\n: 1\n');
  });

  it('an explicit key makes the reader give up, even with a layout mistake after it', () => {
    expect(findLayoutMistakes('? a\n: 1\nb:\n  c: 1\n   d: 2\n')).toEqual({ mistakes: [], mended: '? a\n: 1\nb:\n  c: 1\n   d: 2\n' });
  });

  it("a list at its key's own indent, lists in lists, a dash alone", () => {
    valid('items:\n- a\n- b\nnext: 1\n');
    valid('a:\n  - - x\n    - y\n  - z\n');
    valid('a:\n  -\n    b: 1\n  - # c\n    d: 2\n');
    valid('a:\n  - - k: 1\n      j: 2\n');
  });

  it('a plain text continued on the next lines, and a block of text with blank lines', () => {
    valid('a: one\n  two\n  three\nb: 1\n');
    valid('a: |\n  one\n\n  two\n    indented\nb: 1\n');
    valid('a: >-\n  one\n\tnot a tab mistake\nb: 1\n');
  });

  it('a value that is only an anchor or a tag opens a block', () => {
    valid('a: !!map\n  b: 1\n');
    valid('a: &anchor # note\n  b: 1\n');
  });
});

describe('yaml-syntax.ts, mutants killed', () => {
  it("kills: place's pop of a list at its key's own indent changed (`top().kind !== kind` made true or `===`): the next key's list is read", () => {
    expect(layout('items:\n- a\nnext:\n  - b\n')).toEqual([]);
    expect(layout('items:\n- a\n- b:\n    c: 1\n')).toEqual([]);
  });

  it("kills: a tab key's expected indentation by the nearest map ('map' emptied): it goes where the next line is", () => {
    expect(mended('a:\n  - - x\n\tc: 2\nd: 1\n')).toBe('a:\n  - - x\nc: 2\nd: 1\n');
  });

  it('kills: a plain text left open (plain context emptied): its next, deeper line is text, and the misplaced key above is named', () => {
    expect(yamlErrors('intro:\n   eyebrow: a\n     continued\n  stats: b\n  more: c\n')).toEqual([
      'v.yaml:2:4: This line is indented 3 spaces; the keys after it use 2',
    ]);
  });

  it('kills: a quoted text closed on a later line left as nothing (plain context emptied): the line after it reads as its text', () => {
    expect(layout('intro:\n   eyebrow: "one\n     two"\n     more\n  stats: b\n  more: c\n')).toEqual([
      ['2:4', { indentation: { indented: 3, item: false, others: 'after', expected: 2 } }],
    ]);
  });
});

describe('a key glued to its value after a list (bug found by the mutation run)', () => {
  it('a glued key after a list is named (was: only "Implicit map keys need to be followed by map values", as the list on the stack hid the map)', () => {
    expect(yamlErrors('a:\n  b: 1\n  c:\n    - x\n  d:2\n')).toEqual([
      'v.yaml:5:5: Add a space after "d:"; without it YAML reads "d:2" as text, not as a key and its value',
    ]);
    expect(yamlErrors('a:\n  - x\nb:2\n')).toEqual(['v.yaml:3:3: Add a space after "b:"; without it YAML reads "b:2" as text, not as a key and its value']);
    expect(mended('items:\n- a\nnext:value\n')).toBe('items:\n- a\nnext: value\n');
  });
});

describe('place, readContent and the parent rules, more mutants killed', () => {
  it("kills: place's open level taken for a map at the opening key's indent (`kind === 'seq'` made true): the keys after `b: 1` are named", () => {
    expect(yamlErrors('a:\nb: 1\n c: 2\n e: 3\n')).toEqual([
      'v.yaml:3:2: This line is indented 1 space; the keys around it are not indented',
      'v.yaml:4:2: This line is indented 1 space; the keys around it are not indented',
    ]);
  });

  it("kills: a lone dash's open level marked as from a key (fromKey false made true): the items under it stay items of one list", () => {
    expect(layout('-\n- x\n - y\n - z\n')).toEqual([
      ['3:2', { indentation: { indented: 1, item: true, others: 'around', expected: 0 } }],
      ['4:2', { indentation: { indented: 1, item: true, others: 'around', expected: 0 } }],
    ]);
  });

  it('kills: a flow value found without `^` or `&&`, or with depth >= 0: a closed `[x]` or a bracket inside a text opens nothing', () => {
    expect(yamlErrors('a: [x]\nb:2\n')).toEqual(['v.yaml:2:3: Add a space after "b:"; without it YAML reads "b:2" as text, not as a key and its value']);
    expect(yamlErrors('a: x [y\nb:2\n')).toEqual(['v.yaml:2:3: Add a space after "b:"; without it YAML reads "b:2" as text, not as a key and its value']);
  });

  it('kills: the explicit-key pattern without `$`: a lone `?` gives the file to the parser too', () => {
    expect(findLayoutMistakes('?\nb:\n  c: 1\n   d: 2\n').mistakes).toEqual([]);
  });

  it("kills: the glued key's mended line made `ws - fixed`: a quote after a glued key is placed by the mended line", () => {
    expect(yamlErrors('a: 1\nb:"x" y\n')).toEqual([
      'v.yaml:2:3: Add a space after "b:"; without it YAML reads "b:"x" y" as text, not as a key and its value',
      'v.yaml:2:8: Text after the closing ": the whole value goes inside the quotes',
    ]);
  });

  it('kills: the levels not restored after a misplaced first line (`stack.push(...before)` removed): the keys further out still fit', () => {
    expect(yamlErrors('intro:\n   eyebrow: a\n  stats: b\n  more: c\nnext: 1\n')).toEqual([
      'v.yaml:2:4: This line is indented 3 spaces; the keys after it use 2',
    ]);
  });

  it("kills: the parent's rule changed (seq `<=` for a map, map `<` for a seq): a dash cannot move onto its parent list's column", () => {
    expect(yamlErrors('-\n  - b: 1\n  c: 2\n  d: 3\n')).toEqual([
      'v.yaml:3:3: This line is indented 2 spaces; the keys around it use 4',
      'v.yaml:4:3: This line is indented 2 spaces; the keys around it use 4',
    ]);
    expect(yamlErrors('x:\n   -  b: 1\n   c: 2\n   d: 3\n')).toEqual([
      'v.yaml:2:4: This list item is indented 3 spaces; for its first key to line up with the 3-space keys under it, indent it 0',
    ]);
  });

  it('kills: the next item at the moved dash not counted as agreeing (made false): the dash is named, not the key under it', () => {
    expect(yamlErrors('list:\n - a: 1\n    b: 2\n  - c: 3\n')).toEqual([
      'v.yaml:2:2: This list item is indented 1 space; for its first key to line up with the 4-space keys under it, indent it 2',
    ]);
  });

  it("kills: glued's `$` removed: a line with a stray carriage return inside is not a glued key", () => {
    expect('b:2\rc'.match(glued)).toBeNull();
  });
});
