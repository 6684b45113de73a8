import { describe, expect, it } from 'vitest';
import { findLayoutMistakes } from '../../../../src/engine/yaml-syntax';

/**
 * Layouts that tell a surviving mutant of the layout reader from the real one (issue 24): each row
 * names the mutants it kills as Stryker reports them, then the text, the mistakes the reader names
 * and the mended text. Most were found by comparing mutated copies of the reader with it on random
 * short layouts and keeping the shortest that differ, so they are odd YAML on purpose.
 */
const layoutCases: [string, string, string[], string][] = [
  [
    "yaml-syntax 188:17 BlockStatement: { previous = index; context = { kind: 'none'; yaml-syntax 188:9 ConditionalExpression: !isKey -> false",
    '   ]\r\n}',
    [],
    '   ]\r\n}',
  ],
  [
    "yaml-syntax 209:37 BlockStatement: { context = { kind: 'none' }; return; } -> {; yaml-syntax 59:12 EqualityOperator: stack.length > 1 -> stack.length >= 1; yaml-syntax 209:9 ConditionalExpression: e === undefined || e === n -> false; yaml-syntax 209:9 LogicalOperator: e === undefined || e === n -> e === undefin; yaml-syntax 209:9 ConditionalExpression: e === undefined -> false",
    '\t---\n- x\n',
    ['1:1 {"indentation":{"tabAfterSpaces":0}}'],
    '---\n- x\n',
  ],
  [
    'yaml-syntax 221:65 ArithmeticOperator: a.col - b.col -> a.col + b.col; yaml-syntax 221:22 MethodExpression: mistakes.sort((a, b) => a.line - b.line ||; yaml-syntax 221:36 ArrowFunction: (a, b) => a.line - b.line || a.col - b.col ->; yaml-syntax 221:46 ConditionalExpression: a.line - b.line || a.col - b.col -> t; yaml-syntax 221:46 ConditionalExpression: a.line - b.line || a.col - b.col -> f; yaml-syntax 221:46 ArithmeticOperator: a.line - b.line -> a.line + b.line',
    'intro:\n   eyebrow: "a" b\n  stats: c\n  more: d\n',
    ['2:4 {"indentation":{"indented":3,"item":false,"others":"after","expected":2}}', '2:17 {"syntax":{"textAfterQuote":"\\""}}'],
    'intro:\n  eyebrow: "a"\n  stats: c\n  more: d\n',
  ],
  [
    'yaml-syntax 44:29 StringLiteral: \'seq\' -> ""',
    '  - x\n   -\tw: 1\n\t- - z: 1\n    ]\n',
    ['2:4 {"indentation":{"indented":3,"item":true,"others":"around","expected":2}}', '3:1 {"indentation":{"tabAfterSpaces":0}}'],
    '  - x\n  -\tw: 1\n  - - z: 1\n    ]\n',
  ],
  ['yaml-syntax 44:80 OptionalChaining: top()?.indent -> top().indent', '\t-\n', ['1:1 {"indentation":{"tabAfterSpaces":0}}'], '-\n'],
  [
    'yaml-syntax 51:11 ConditionalExpression: n > open.indent || (n === open.indent',
    ' -\n- d: 1',
    ['2:1 {"indentation":{"indented":0,"item":true,"others":"around","expected":1}}'],
    ' -\n - d: 1',
  ],
  [
    "yaml-syntax 51:11 EqualityOperator: n > open.indent -> n >= open.indent; yaml-syntax 51:31 LogicalOperator: n === open.indent && kind === 'seq' -> n ==",
    '\t  -\nf: "q" r\n',
    ['1:1 {"indentation":{"tabAfterSpaces":0}}'],
    '-\nf: "q" r\n',
  ],
  [
    "yaml-syntax 51:31 ConditionalExpression: n === open.indent && kind === 'seq' &; yaml-syntax 51:31 EqualityOperator: n === open.indent -> n !== open.indent; yaml-syntax 51:52 EqualityOperator: kind === 'seq' -> kind !== 'seq'; yaml-syntax 51:61 StringLiteral: 'seq' -> \"\"",
    '\t  q: # c\n- "q\n',
    ['1:1 {"indentation":{"tabAfterSpaces":0}}', '2:3 {"syntax":{"unclosedQuote":"\\""}}'],
    'q: # c\n- "q"\n',
  ],
  [
    "yaml-syntax 51:31 LogicalOperator: n === open.indent && kind === 'seq' && open; yaml-syntax 51:31 ConditionalExpression: n === open.indent && kind === 'seq' -; yaml-blame 39:9 ConditionalExpression: content && !content.startsWith('#') &; yaml-blame 39:9 LogicalOperator: content && !content.startsWith('#') && inde; yaml-blame 39:9 ConditionalExpression: content && !content.startsWith('#') -; yaml-blame 39:9 LogicalOperator: content && !content.startsWith('#') -> cont",
    '      n: &y\na: 1\n',
    ['2:1 {"indentation":{"indented":0,"item":false,"others":"around","expected":6}}'],
    '      n: &y\n      a: 1\n',
  ],
  [
    'yaml-syntax 51:31 ConditionalExpression: n === open.indent -> true',
    '     n: &y\n - # c\n   n: &y\n &x\n',
    ['3:4 {"indentation":{"indented":3,"item":false,"others":"around","expected":5}}'],
    '     n: &y\n - # c\n     n: &y\n &x\n',
  ],
  [
    'yaml-syntax 58:12 ConditionalExpression: stack.length && top()!.indent > n -> ',
    '  -\tw: 1\n  - e: "q\n',
    ['2:8 {"syntax":{"unclosedQuote":"\\""}}'],
    '  -\tw: 1\n  - e: "q"\n',
  ],
  [
    'yaml-syntax 59:79 ConditionalExpression: stack.at(-2)!.indent === n -> true; yaml-syntax 59:79 EqualityOperator: stack.at(-2)!.indent === n -> stack.at(-2)',
    '    - - y\n  \t---\n  \tb:\n',
    ['2:3 {"indentation":{"tabAfterSpaces":2}}', '3:3 {"indentation":{"tabAfterSpaces":2}}'],
    '    - - y\n      ---\n      b:\n',
  ],
  ['yaml-syntax 89:9 ConditionalExpression: key -> true', '  - >-\n  \t-\tw: 1\n', [], '  - >-\n  \t-\tw: 1\n'],
  [
    'yaml-syntax 89:9 ConditionalExpression: key -> false',
    '  - e: "q\r\n    - >-\n',
    ['1:8 {"syntax":{"unclosedQuote":"\\""}}', '2:5 {"indentation":{"indented":4,"item":true,"others":"around","expected":2}}'],
    '  - e: "q"\r\n  - >-\n',
  ],
  [
    "yaml-syntax 90:19 MethodExpression: value.startsWith('#') -> value.endsWith('#",
    'q: # c\n  \t]\n',
    ['2:3 {"indentation":{"tabAfterSpaces":2}}'],
    'q: # c\n  ]\n',
  ],
  ['yaml-syntax 93:42 ArithmeticOperator: start + valueCol - col -> start + valueC', ' - "q', ['1:4 {"syntax":{"unclosedQuote":"\\""}}'], ' - "q"'],
  ["yaml-syntax 99:47 MethodExpression: extra.startsWith(':') -> extra.endsWith(':", 'u: "a" :b\n', [], 'u: "a" :b\n'],
  ['yaml-syntax 100:24 ArithmeticOperator: start + valueCol - col -> start + valueC', ' f: "q" r\n', ['1:9 {"syntax":{"textAfterQuote":"\\""}}'], ' f: "q"\n'],
  [
    "yaml-syntax 109:17 ObjectLiteral: { kind: 'plain', indent: owner } -> {}; yaml-syntax 109:25 StringLiteral: 'plain' -> \"\"; yaml-syntax 155:9 ConditionalExpression: context.kind === 'plain' && n > conte; yaml-syntax 155:26 StringLiteral: 'plain' -> \"\"; yaml-syntax 155:82 StringLiteral: '\\t' -> \"\"",
    '\tr: "🇲🇽" s\n    ...\n  i: |\n  r: "🇲🇽" s\n      e: "q\n',
    [
      '1:1 {"indentation":{"tabAfterSpaces":0}}',
      '1:1 {"indentation":{"indented":0,"item":false,"others":"after","expected":2}}',
      '1:10 {"syntax":{"textAfterQuote":"\\""}}',
      '4:11 {"syntax":{"textAfterQuote":"\\""}}',
      '5:7 {"indentation":{"indented":6,"item":false,"others":"around","expected":2}}',
      '5:10 {"syntax":{"unclosedQuote":"\\""}}',
    ],
    '  r: "🇲🇽"\n    ...\n  i: |\n  r: "🇲🇽"\n  e: "q"\n',
  ],
  [
    "yaml-syntax 118:18 MethodExpression: raw.endsWith('\\r') -> raw.startsWith('\\r'); yaml-syntax 118:39 MethodExpression: raw.slice(0, -1) -> raw",
    '  \t}\r\n     ',
    ['1:3 {"indentation":{"tabAfterSpaces":2}}'],
    '}\n     ',
  ],
  ["yaml-syntax 121:37 MethodExpression: content.startsWith('#') -> content.endsWit", '\t  # c', [], '\t  # c'],
  [
    'yaml-syntax 134:11 ConditionalExpression: context.depth <= 0 -> true',
    '  \tl: [1,\na: 1\n  \tl: [1,',
    ['1:3 {"indentation":{"tabAfterSpaces":2}}'],
    'l: [1,\na: 1\n  \tl: [1,',
  ],
  ['yaml-syntax 139:11 ConditionalExpression: n > context.indent -> true', '    - "q\n\t: v\n', [], '    - "q\n\t: v\n'],
  [
    'yaml-syntax 139:11 EqualityOperator: n > context.indent -> n >= context.indent',
    " y: 'it''s\n\t}\n",
    ['1:5 {"syntax":{"unclosedQuote":"\'"}}', '2:1 {"indentation":{"tabAfterSpaces":0}}'],
    " y: 'it''s'\n }\n",
  ],
  [
    'yaml-syntax 140:13 ConditionalExpression: closingQuote(content, context.quote, ',
    'v:  "q\n  b:\n',
    ['1:5 {"syntax":{"unclosedQuote":"\\""}}'],
    'v:  "q"\n  b:\n',
  ],
  ['yaml-syntax 140:13 EqualityOperator: closingQuote(content, context.quote, 0) >=', ' x: "a\\"b\n  "z"\n    k:2\n', [], ' x: "a\\"b\n  "z"\n    k:2\n'],
  [
    'yaml-syntax 146:9 ConditionalExpression: blank || /^(?:---|\\.\\.\\.|%)/.test(lin; yaml-syntax 146:9 LogicalOperator: blank || /^(?:---|\\.\\.\\.|%)/.test(line) -> ',
    '\t  ',
    [],
    '\t  ',
  ],
  ['yaml-syntax 146:18 Regex: /^(?:---|\\.\\.\\.|%)/ -> /(?:---|\\.\\.\\.|%)/', '\t---\n', ['1:1 {"indentation":{"tabAfterSpaces":0}}'], '---\n'],
  ["yaml-syntax 152:9 ConditionalExpression: context.kind === 'open' -> true", '\t&x', ['1:1 {"indentation":{"tabAfterSpaces":0}}'], '&x'],
  [
    "yaml-syntax 155:9 ConditionalExpression: context.kind === 'plain' -> true; yaml-syntax 155:9 EqualityOperator: context.kind === 'plain' -> context.kind !",
    ' -\n    }\n     -\n  ',
    ['3:6 {"indentation":{"indented":5,"item":true,"others":"around","expected":1}}'],
    ' -\n    }\n -\n  ',
  ],
  [
    "yaml-syntax 155:69 BooleanLiteral: !ws.includes('\\t') -> ws.includes('\\t')",
    "  \tend'\n\tend'\n",
    ['1:3 {"indentation":{"tabAfterSpaces":2}}', '2:1 {"indentation":{"tabAfterSpaces":0}}'],
    "end'\nend'\n",
  ],
  [
    "yaml-syntax 167:11 ConditionalExpression: place(e, isItem ? 'seq' : 'map') -> t; yaml-syntax 167:37 StringLiteral: 'map' -> \"\"",
    '\té:2\n    b:\n',
    ['1:1 {"indentation":{"tabAfterSpaces":0}}', '2:5 {"indentation":{"indented":4,"item":false,"others":"around","expected":0}}'],
    'é:2\nb:\n',
  ],
  [
    "yaml-syntax 167:11 ConditionalExpression: place(e, isItem ? 'seq' : 'map') -> f; yaml-syntax 167:45 CallExpression: readContent(content, e, lineNo, line); -> ;",
    '\t- "q\n',
    ['1:1 {"indentation":{"tabAfterSpaces":0}}', '1:4 {"syntax":{"unclosedQuote":"\\""}}'],
    '- "q"\n',
  ],
  [
    'yaml-syntax 167:29 StringLiteral: \'seq\' -> ""',
    '  \t-\n    ---\n- d: 1\n     b:\n',
    ['1:3 {"indentation":{"tabAfterSpaces":2}}', '4:6 {"indentation":{"indented":5,"item":false,"others":"around","expected":2}}'],
    '-\n    ---\n- d: 1\n  b:\n',
  ],
  [
    "yaml-syntax 174:21 ConditionalExpression: context.kind !== 'open' -> true; yaml-syntax 174:38 StringLiteral: 'open' -> \"\"",
    '    more text\n  end\'\n\tb:\nk:2\n    - "q\n',
    ['3:1 {"indentation":{"tabAfterSpaces":0}}'],
    '    more text\n  end\'\nb:\nk:2\n    - "q\n',
  ],
  ['a glued key on the first line, with no map yet (the removed `top()?.kind` check)', 'k:2\n', [], 'k:2\n'],
  [
    "yaml-syntax 174:66 ConditionalExpression: l.indent === n && l.kind === 'map' ->; yaml-syntax 174:66 LogicalOperator: l.indent === n && l.kind === 'map' -> l.ind; yaml-syntax 174:66 ConditionalExpression: l.indent === n -> true",
    '    c: x\n   é:2',
    [],
    '    c: x\n   é:2',
  ],
  [
    "yaml-syntax 174:84 ConditionalExpression: l.kind === 'map' -> true",
    '- d: 1\n      b:\na: 1 # [\né:2\n    p: "a": b\n',
    [
      '2:7 {"indentation":{"indented":6,"item":false,"others":"around","expected":2}}',
      '3:1 {"indentation":{"indented":0,"item":false,"others":"around","expected":2}}',
      '5:5 {"indentation":{"indented":4,"item":false,"others":"around","expected":2}}',
    ],
    '- d: 1\n  b:\n  a: 1 # [\né:2\n  p: "a": b\n',
  ],
  [
    'yaml-syntax 205:11 ConditionalExpression: place(n, kind) -> false; yaml-syntax 205:27 CallExpression: readContent(content, n, lineNo, line); -> ;',
    ' "k": v\nf: "q" r\n\tend"\n',
    [
      '1:2 {"indentation":{"indented":1,"item":false,"others":"after","expected":0}}',
      '2:8 {"syntax":{"textAfterQuote":"\\""}}',
      '3:1 {"indentation":{"tabAfterSpaces":0}}',
    ],
    '"k": v\nf: "q"\nend"\n',
  ],
  [
    'yaml-syntax 217:9 ConditionalExpression: place(e, kind) -> true',
    '-\tw: 1\n      - >-\né:2\ni: |\n',
    ['2:7 {"indentation":{"indented":6,"item":true,"others":"around","expected":0}}'],
    '-\tw: 1\n- >-\né:2\ni: |\n',
  ],
  ['yaml-syntax 220:7 ConditionalExpression: giveUp -> false', '\t  a: 1\n : v\n', [], '\t  a: 1\n : v\n'],
  [
    'yaml-blame 68:103 BooleanLiteral: false -> true',
    ' -\n  \té:2\n  h: >-\n',
    ['2:3 {"indentation":{"tabAfterSpaces":2}}', '3:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":3}}'],
    ' -\n   é:2\n   h: >-\n',
  ],
  [
    'yaml-blame 73:57 ConditionalExpression: indent <= parent.indent -> true',
    '- - z: 1\n   m: {a: 1\n    f: "q" r\n   x: "a\\"b\n',
    ['1:3 {"indentation":{"itemIndented":2,"keysUnder":3,"indentTo":1}}'],
    ' - - z: 1\n   m: {a: 1\n    f: "q" r\n   x: "a\\"b\n',
  ],
  [
    "yaml-blame 73:57 ConditionalExpression: indent <= parent.indent -> false; yaml-blame 73:57 EqualityOperator: indent <= parent.indent -> indent > parent; yaml-blame 71:35 UnaryOperator: -3 -> +3; yaml-blame 73:22 ConditionalExpression: parent && (parent.kind === 'seq' ? in",
    '     - - z: 1\n  c: x\n  ---\n  ]\ne: "q\n',
    [
      '2:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":9}}',
      '5:1 {"indentation":{"indented":0,"item":false,"others":"around","expected":9}}',
      '5:4 {"syntax":{"unclosedQuote":"\\""}}',
    ],
    '     - - z: 1\n         c: x\n  ---\n  ]\n         e: "q"\n',
  ],
  [
    'yaml-blame 73:116 BooleanLiteral: false -> true',
    ' - - z: 1\n  a: 1 # [\n',
    ['2:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":5}}'],
    ' - - z: 1\n     a: 1 # [\n',
  ],
  [
    'yaml-blame 76:100 ConditionalExpression: next.indent === indent -> true; yaml-blame 76:100 EqualityOperator: next.indent === indent -> next.indent !== ',
    '      -\tw: 1\r\n    c: x\r\n\t  - # c\r\n- x',
    [
      '2:5 {"indentation":{"indented":4,"item":false,"others":"around","expected":8}}',
      '3:1 {"indentation":{"tabAfterSpaces":0}}',
      '4:1 {"indentation":{"indented":0,"item":true,"others":"around","expected":6}}',
    ],
    '      -\tw: 1\r\n        c: x\n      - # c\n      - x',
  ],
  [
    "yaml-blame 37:21 MethodExpression: lines[i]!.trim() -> lines[i]!; yaml-blame 39:21 MethodExpression: content.startsWith('#') -> content.endsWit",
    ' c: x\n   !!map\n  b:\n   ...\n  \t# c\n',
    ['3:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":1}}'],
    ' c: x\n   !!map\n b:\n   ...\n  \t# c\n',
  ],
  [
    'yaml-blame 39:48 ConditionalExpression: indent <= n -> true',
    "  n: &y\nh: >-\n      b:\n\t  y: 'it''s",
    ['1:3 {"indentation":{"indented":2,"item":false,"others":"after","expected":0}}'],
    "n: &y\nh: >-\n      b:\n\t  y: 'it''s",
  ],
  [
    "yaml-blame 65:41 ConditionalExpression: level.kind !== (isItem ? 'seq' : 'map",
    '    - "q\na: 1\nq: # c',
    ['1:7 {"syntax":{"unclosedQuote":"\\""}}'],
    '    - "q"\na: 1\nq: # c',
  ],
  [
    'yaml-blame 71:40 UnaryOperator: -2 -> +2; yaml-blame 73:83 ConditionalExpression: indent < parent.indent -> false',
    "end'\n    r: \"🇲🇽\" s\n    b:\n  \ty: 'it''s\n  v:  \"q\n  b:\n",
    [
      '2:13 {"syntax":{"textAfterQuote":"\\""}}',
      '4:3 {"indentation":{"tabAfterSpaces":2}}',
      '4:7 {"syntax":{"unclosedQuote":"\'"}}',
      '5:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":4}}',
      '5:7 {"syntax":{"unclosedQuote":"\\""}}',
      '6:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":4}}',
    ],
    "end'\n    r: \"🇲🇽\"\n    b:\n      y: 'it''s'\n    v:  \"q\"\n    b:\n",
  ],
  [
    "yaml-blame 73:7 ConditionalExpression: indent < 0 || (parent && (parent.kind; yaml-blame 73:7 LogicalOperator: indent < 0 || (parent && (parent.kind === '; yaml-blame 73:7 ConditionalExpression: indent < 0 -> false",
    '    -\tw: 1\na: 1\n\tf: "q" r\n',
    [
      '2:1 {"indentation":{"indented":0,"item":false,"others":"around","expected":6}}',
      '3:1 {"indentation":{"tabAfterSpaces":0}}',
      '3:9 {"syntax":{"textAfterQuote":"\\""}}',
    ],
    '    -\tw: 1\n      a: 1\n      f: "q"\n',
  ],
  [
    'yaml-blame 76:49 ConditionalExpression: next.isItem === isItem -> true',
    '   - >-\n  -\n  \te: "q\n  \t]\n',
    [
      '2:3 {"indentation":{"indented":2,"item":true,"others":"around","expected":3}}',
      '3:3 {"indentation":{"tabAfterSpaces":2}}',
      '3:7 {"syntax":{"unclosedQuote":"\\""}}',
      '4:3 {"indentation":{"tabAfterSpaces":2}}',
    ],
    '   - >-\n   -\n     e: "q"\n     ]\n',
  ],
  [
    'yaml-blame 76:77 LogicalOperator: item && next.isItem && next.indent === inde; yaml-blame 76:77 ConditionalExpression: item && next.isItem -> true; yaml-blame 76:77 LogicalOperator: item && next.isItem -> item || next.isItem',
    ' - d: 1\n  e: "q\n\t...',
    [
      '2:3 {"indentation":{"indented":2,"item":false,"others":"around","expected":3}}',
      '2:6 {"syntax":{"unclosedQuote":"\\""}}',
      '3:1 {"indentation":{"tabAfterSpaces":0}}',
    ],
    ' - d: 1\n   e: "q"\n   ...',
  ],
  [
    'yaml-blame 105:50 ConditionalExpression: block.text === usual -> false',
    'a: 1 # [\n      h: >-\n  - - y\n - - z: 1\n k:2',
    [
      '2:7 {"indentation":{"indented":6,"item":false,"others":"around","expected":0}}',
      '4:2 {"indentation":{"textIndented":1,"textFrom":"above","expected":2}}',
      '5:2 {"indentation":{"textIndented":1,"textFrom":"above","expected":2}}',
    ],
    'a: 1 # [\nh: >-\n  - - y\n  - - z: 1\n  k:2',
  ],
  [
    'yaml-blame 105:102 OptionalChaining: nextOut(report.lines, index)?.indent -> ne',
    '...\n\ti: |\n     h: >-\n ? k',
    ['2:1 {"indentation":{"tabAfterSpaces":0}}', '4:2 {"indentation":{"textIndented":1,"textFrom":"above","expected":5}}'],
    '...\ni: |\n     h: >-\n     ? k',
  ],
];

describe('yaml-syntax.ts and yaml-blame.ts, mutants killed on generated layouts', () => {
  it.each(layoutCases)('kills: %s', (_mutants, text, mistakes, mendedText) => {
    const found = findLayoutMistakes(text);
    expect(found.mistakes.map(({ line, col, ...rest }) => `${line}:${col} ${JSON.stringify(rest)}`)).toEqual(mistakes);
    expect(found.mended).toBe(mendedText);
  });
});
