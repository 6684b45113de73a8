import { describe, expect, it } from 'vitest';
import { formatError, type Pos } from '../../../../src/engine/errors';
import { copyLocation, copyMemberLocation, locate, locateKey, parseJsonFile, parseYamlFile, positionOf, setLocation } from '../../../../src/engine/source';
import { at, yaml, json, yamlErrors, jsonErrors } from './helpers';

describe('positions in a YAML file', () => {
  it('a value is at its first character, a key at its own, the map at its first key', () => {
    const value = yaml('title: Hello\nroute:   /home\n');
    expect(at(locate(value))).toBe('1:1');
    expect(at(locate(value, 'title'))).toBe('1:8');
    expect(at(locate(value, 'route'))).toBe('2:10');
    expect(at(locateKey(value, 'route'))).toBe('2:1');
    expect(locate(value, 'route')).toEqual({ file: 'v.yaml', line: 2, col: 10 });
  });

  it('nested maps and list items: each item at its content, after the dash', () => {
    const value = yaml(['blocks:', '  - type: hero', '    title: A', '  -   type: legal', '      # a comment', '      title: B', ''].join('\n'));
    const blocks = value.blocks as Record<string, unknown>[];
    expect(at(locate(value, 'blocks'))).toBe('2:3');
    expect(at(locate(blocks))).toBe('2:3');
    expect(at(locate(blocks, 0))).toBe('2:5');
    expect(at(locate(blocks, 1))).toBe('4:7');
    expect(at(locate(blocks[1], 'title'))).toBe('6:14');
    expect(at(locateKey(blocks[1], 'title'))).toBe('6:7');
    expect(at(positionOf(value, ['blocks', 1, 'title']))).toBe('6:14');
    expect(at(positionOf(value, ['blocks', 0]))).toBe('2:5');
  });

  it('a key with no value is found at the end of its key, and `? key` alone at the key', () => {
    const value = yaml('a:\nb: 1\n');
    expect(value).toEqual({ a: null, b: 1 });
    expect(at(locate(value, 'a'))).toBe('1:3');
    const explicit = yaml('? lone\n');
    expect(explicit).toEqual({ lone: null });
    expect(at(locate(explicit, 'lone'))).toBe('1:3');
    expect(at(locateKey(explicit, 'lone'))).toBe('1:3');
  });

  it('a list with an empty item keeps the position of the others', () => {
    const value = yaml('list:\n  -\n  - x\n');
    expect(value.list).toEqual([null, 'x']);
    expect(at(locate(value.list, 1))).toBe('3:5');
  });

  it('an alias is read as the anchored value, with its positions', () => {
    const value = yaml('base: &b\n  title: T\ncopy: *b\n');
    expect(value.copy).toEqual({ title: 'T' });
    expect(at(locate(value.copy, 'title'))).toBe('2:10');
    expect(value.copy).not.toBe(value.base);
  });

  it('a key that is not text is read as its text', () => {
    const value = yaml('1: one\ntrue: yes\n[a, b]: c\n');
    expect(Object.keys(value)).toEqual(['1', 'true', '["a","b"]']);
    expect(at(locateKey(value, 'true'))).toBe('2:1');
  });

  it('a column counts characters as an editor shows them: a flag emoji is 2, "é" is 1, a tab is 1', () => {
    const value = yaml('a: "🇲🇽 México"\nb: { é: 1, x: "🇲🇽", y: 2 }\nc:\t3\n');
    expect(at(locate(value.b, 'y'))).toBe('2:24');
    expect(at(locateKey(value.b, 'y'))).toBe('2:21');
    expect(at(locate(value.b, 'x'))).toBe('2:15');
    expect(at(locate(value, 'c'))).toBe('3:4');
  });

  it('lines end with CRLF as with LF', () => {
    const value = yaml('a: 1\r\nb:\r\n  c: 2\r\n');
    expect(at(locate(value.b, 'c'))).toBe('3:6');
    expect(at(locateKey(value.b, 'c'))).toBe('3:3');
  });

  it('the first line is kept for the schema comment check', () => {
    expect(parseYamlFile('v.yaml', '# schema\na: 1\n').firstLine).toBe('# schema');
    expect(parseYamlFile('v.yaml', '# schema\r\na: 1\r\n').firstLine).toBe('# schema\r');
  });

  it('an empty file, or one with only comments, is EmptyFile at 1:1', () => {
    for (const text of ['', '\n', '# only a comment\n\n']) {
      const parsed = parseYamlFile('v.yaml', text);
      expect(parsed.value).toBeUndefined();
      expect(parsed.syntaxErrors.map(formatError)).toEqual(['v.yaml:1:1: The file is empty: it holds no data, only blank lines or comments']);
      expect(parsed.syntaxErrors[0]!.code).toBe('EmptyFile');
    }
  });

  it('a directive with no document is a syntax error, not also an empty file', () => {
    expect(yamlErrors('%YAML 1.2\n')).toEqual(['v.yaml:2:1: Missing directives-end indicator line']);
  });

  it('a warning of the parser (an unknown tag) is a YamlSyntax error at the tag, and no value', () => {
    const parsed = parseYamlFile('v.yaml', 'a: 1\nb: !foo x\n');
    expect(parsed.syntaxErrors.map(formatError)).toEqual(['v.yaml:2:4: Unresolved tag: !foo']);
    expect(parsed.syntaxErrors[0]!.code).toBe('YamlSyntax');
    expect(parsed.value).toBeUndefined();
  });

  it('every duplicate key is named, and only the first other complaint of the parser', () => {
    expect(yamlErrors('a: 1\na: 2\nb: x: y\nc: 3\nc: 4\n')).toEqual([
      'v.yaml:2:1: Map keys must be unique',
      'v.yaml:3:4: Nested mappings are not allowed in compact mappings',
      'v.yaml:5:1: Map keys must be unique',
    ]);
    expect(yamlErrors('a: 1\na: 2\nb: 1\nb: 2\n')).toEqual(['v.yaml:2:1: Map keys must be unique', 'v.yaml:4:1: Map keys must be unique']);
    expect(parseYamlFile('v.yaml', 'a: 1\na: 2\n').syntaxErrors.map((e) => e.code)).toEqual(['YamlSyntax']);
  });

  it('a layout mistake comes first, then what the parser still finds in the mended text', () => {
    expect(yamlErrors('a: 1\na: 2\nc:\n  d: 1\n   e: 2\n')).toEqual([
      'v.yaml:5:4: This line is indented 3 spaces; the keys around it use 2',
      'v.yaml:2:1: Map keys must be unique',
    ]);
    expect(parseYamlFile('v.yaml', 'c:\n  d: 1\n   e: 2\n').syntaxErrors.map((e) => e.code)).toEqual(['Indentation']);
  });

  it("the parser's complaints on a line with a layout mistake are left out", () => {
    expect(yamlErrors('a: "x" y: z\nb: 1\n')).toEqual(['v.yaml:1:8: Text after the closing ": the whole value goes inside the quotes']);
  });
});

describe('positions in a JSON file', () => {
  const text = [
    '{',
    '  "$schema": "../schemas/variant.schema.json",',
    '  "title": "Hello",',
    '  "blocks": [',
    '    { "type": "hero" },',
    '    {"type": "legal"}',
    '  ]',
    '}',
    '',
  ].join('\n');

  it('takes the $schema out of the data and keeps where it was written', () => {
    const parsed = parseJsonFile('v.json', text);
    expect(parsed.syntaxErrors).toEqual([]);
    expect(parsed.value).toEqual({ title: 'Hello', blocks: [{ type: 'hero' }, { type: 'legal' }] });
    expect(parsed.schemaKey).toEqual({ value: '../schemas/variant.schema.json', pos: { file: 'v.json', line: 2, col: 14 } });
    expect(parsed.firstLine).toBe('{');
  });

  it('the data without $schema keeps the positions of its members and keys', () => {
    const value = json(text);
    expect(at(locate(value))).toBe('1:1');
    expect(at(locate(value, 'title'))).toBe('3:12');
    expect(at(locateKey(value, 'title'))).toBe('3:3');
    expect(at(positionOf(value, ['blocks', 1, 'type']))).toBe('6:14');
    expect(at(positionOf(value, ['blocks', 0]))).toBe('5:5');
  });

  it('a file without $schema, or whose data is a list, is read as it is', () => {
    const parsed = parseJsonFile('v.json', '{"a": 1}');
    expect(parsed.schemaKey).toBeUndefined();
    expect(parsed.value).toEqual({ a: 1 });
    const list = parseJsonFile('v.json', '[{"$schema": 1}]');
    expect(list.schemaKey).toBeUndefined();
    expect(list.value).toEqual([{ $schema: 1 }]);
    expect(parseJsonFile('v.json', '"text"').value).toBe('text');
    expect(parseJsonFile('v.json', 'null').value).toBeNull();
  });

  it('an empty JSON file, or one of blank lines, is EmptyFile at 1:1', () => {
    for (const source of ['', '\n', '  \r\n\t\n']) {
      const parsed = parseJsonFile('v.json', source);
      expect(parsed.value).toBeUndefined();
      expect(parsed.syntaxErrors.map(formatError)).toEqual(['v.json:1:1: The file is empty: it holds no data, only blank lines or comments']);
    }
    expect(parseJsonFile('v.json', '\n{}').firstLine).toBe('');
  });

  it('a syntax mistake is at its line and column, counting a flag emoji as 2 characters', () => {
    expect(jsonErrors('{\n  "title": "🇲🇽 México",\n}\n')).toEqual(['v.json:2:23: Trailing comma before "}": JSON allows none']);
    expect(jsonErrors('{"a": 1,}')).toEqual(['v.json:1:8: Trailing comma before "}": JSON allows none']);
    expect(jsonErrors('{\n"a" 1}')).toEqual(['v.json:2:5: Expected ":" after the key, found "1"']);
    const parsed = parseJsonFile('v.json', '{\n"a" 1}');
    expect(parsed.syntaxErrors[0]!.code).toBe('JsonSyntax');
    expect(parsed.value).toBeUndefined();
    expect(parsed.firstLine).toBe('{');
  });

  it('a duplicate key, which JSON.parse allows, is a JsonSyntax error at the second key', () => {
    const parsed = parseJsonFile('v.json', '{\n  "a": 1,\n  "a": 2\n}');
    expect(parsed.syntaxErrors.map(formatError)).toEqual(['v.json:3:3: Map keys must be unique']);
    expect(parsed.syntaxErrors[0]!.code).toBe('JsonSyntax');
  });
});

describe('locate, locateKey, positionOf, copying positions', () => {
  const pos = (line: number, col: number): Pos => ({ file: 'f.yaml', line, col });

  it('nothing is located in what is not an object, or an object the files did not hold', () => {
    for (const value of [null, undefined, 'text', 3, true]) {
      expect(locate(value)).toBeUndefined();
      expect(locate(value, 'a')).toBeUndefined();
      expect(locateKey(value, 'a')).toBeUndefined();
    }
    expect(locate({ a: 1 })).toBeUndefined();
    expect(locate({ a: 1 }, 'a')).toBeUndefined();
    expect(locateKey({ a: 1 }, 'a')).toBeUndefined();
    expect(positionOf({ a: 1 }, ['a'])).toBeUndefined();
  });

  it('a member or key not located falls back to the container, a key to its value', () => {
    const box = {};
    setLocation(box, pos(1, 1), new Map([['a', pos(2, 5)]]));
    expect(locate(box)).toEqual(pos(1, 1));
    expect(locate(box, 'a')).toEqual(pos(2, 5));
    expect(locate(box, 'b')).toEqual(pos(1, 1));
    expect(locateKey(box, 'a')).toEqual(pos(2, 5));
    expect(locateKey(box, 'b')).toEqual(pos(1, 1));
    const bare = {};
    setLocation(bare, pos(9, 9));
    expect(locate(bare, 0)).toEqual(pos(9, 9));
    expect(locateKey(bare, 'x')).toEqual(pos(9, 9));
  });

  it('positionOf walks as deep as the data goes: into a value that is not a container, it stays at that value', () => {
    const value = yaml('a:\n  b: text\n  c:\n    - 1\n');
    expect(at(positionOf(value, []))).toBe('1:1');
    expect(at(positionOf(value, ['a', 'b']))).toBe('2:6');
    expect(at(positionOf(value, ['a', 'b', 'length', 'x']))).toBe('2:6');
    expect(at(positionOf(value, ['a', 'missing', 'x']))).toBe('2:3');
    expect(at(positionOf(value, ['a', 'c', 0]))).toBe('4:7');
    expect(at(positionOf(value, ['a', 'c', 5]))).toBe('4:5');
    expect(at(positionOf(undefined, ['a']))).toBeUndefined();
  });

  it('positionOf reads a symbol segment as its text, and keeps the last position found when a container has none', () => {
    const sym = Symbol('s');
    const box: Record<string, unknown> = { 'Symbol(s)': { deep: 1 } };
    setLocation(box, pos(1, 1), new Map([['Symbol(s)', pos(3, 4)]]));
    expect(positionOf(box, [sym])).toEqual(pos(3, 4));
    expect(positionOf(box, [sym, 'deep'])).toEqual(pos(3, 4));
  });

  it('copyLocation gives the copy the positions of the original; later changes to one leave the other', () => {
    const from = {};
    setLocation(from, pos(1, 1), new Map([['a', pos(2, 2)]]), new Map([['a', pos(2, 1)]]));
    const to = {};
    copyLocation(from, to);
    expect(locate(to)).toEqual(pos(1, 1));
    expect(locate(to, 'a')).toEqual(pos(2, 2));
    expect(locateKey(to, 'a')).toEqual(pos(2, 1));
    const other = {};
    setLocation(other, pos(5, 1), new Map([['b', pos(6, 6)]]), new Map([['b', pos(6, 1)]]));
    copyMemberLocation(other, 'b', to, 'a');
    expect(locate(to, 'a')).toEqual(pos(6, 6));
    expect(locateKey(to, 'a')).toEqual(pos(6, 1));
    expect(locate(from, 'a')).toEqual(pos(2, 2));
    expect(locateKey(from, 'a')).toEqual(pos(2, 1));
  });

  it('copyLocation from an object with no position leaves the copy without one', () => {
    const to = {};
    copyLocation({}, to);
    expect(locate(to)).toBeUndefined();
  });

  it('copyMemberLocation moves a member and its key, by index or name, only into a located container', () => {
    const from = yaml('list:\n  - a\n  - b\nmap:\n  k: v\n');
    const list: unknown[] = [];
    setLocation(list, pos(1, 1));
    copyMemberLocation(from.list as object, 1, list, 0);
    expect(at(locate(list, 0))).toBe('3:5');
    const map = {};
    setLocation(map, pos(1, 1));
    copyMemberLocation(from.map as object, 'k', map, 'copied');
    expect(at(locate(map, 'copied'))).toBe('5:6');
    expect(at(locateKey(map, 'copied'))).toBe('5:3');
    // A member the source does not have: nothing moves.
    copyMemberLocation(from.map as object, 'nope', map, 'other');
    expect(locate(map, 'other')).toEqual(pos(1, 1));
    expect(locateKey(map, 'other')).toEqual(pos(1, 1));
    // Into a container with no position: it stays without one.
    const unlocated = {};
    copyMemberLocation(from.map as object, 'k', unlocated, 'k');
    expect(locate(unlocated, 'k')).toBeUndefined();
    // From one with no position: the target keeps its own.
    copyMemberLocation({}, 'k', map, 'k2');
    expect(locate(map, 'k2')).toEqual(pos(1, 1));
  });

  it('copyMemberLocation of a member with a value position and no key position moves only the value', () => {
    const from = {};
    setLocation(from, pos(1, 1), new Map([[0, pos(2, 3)]]));
    const to = {};
    setLocation(to, pos(7, 1), new Map(), new Map([['x', pos(8, 1)]]));
    copyMemberLocation(from, 0, to, 'x');
    expect(locate(to, 'x')).toEqual(pos(2, 3));
    expect(locateKey(to, 'x')).toEqual(pos(8, 1));
  });
});

describe('source.ts, mutants killed', () => {
  it("kills: parseJsonFile's first line split on '' instead of '\\n': an empty or broken file keeps its whole first line", () => {
    expect(parseJsonFile('v.json', '  \n\n').firstLine).toBe('  ');
    expect(parseJsonFile('v.json', '{"a" 1}\n').firstLine).toBe('{"a" 1}');
  });

  it("kills: positionOf's container check made false: a path through a null value stops at it instead of throwing", () => {
    const value = yaml('a:\nb: 1\n');
    expect(at(positionOf(value, ['a', 'b', 'c']))).toBe('1:3');
  });

  it('kills: the mistake lines left unfiltered: a line with a tab and a nested mapping is named once, for the tab', () => {
    expect(yamlErrors('a:\n\tb: x: y\n')).toEqual(['v.yaml:2:1: This line starts with a tab; YAML indents with spaces only']);
  });

  it('kills: every parser complaint kept (first-only filter removed or made true): two nested mappings give one line', () => {
    expect(yamlErrors('a: x: y\nb: c: d\n')).toEqual(['v.yaml:1:4: Nested mappings are not allowed in compact mappings']);
  });
});
