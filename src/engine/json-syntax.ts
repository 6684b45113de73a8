import type { JsonSyntaxParams } from './error-catalogue';

/**
 * Finds the first JSON syntax mistake and where it is. The yaml package reads JSON (YAML is a
 * superset) and keeps exact positions, but it also accepts what JSON forbids (a trailing comma,
 * single quotes, unquoted words, comments), and JSON.parse does not always say where it stopped.
 */
export function findJsonSyntaxError(text: string): { offset: number; params: JsonSyntaxParams } | undefined {
  let i = 0;
  const fail = (params: JsonSyntaxParams): never => {
    throw new JsonSyntaxError(i, params);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  // Sticky patterns match at i without copying the rest of the text.
  const at = (pattern: RegExp) => {
    pattern.lastIndex = i;
    return pattern.exec(text);
  };
  const found = () => (i < text.length ? JSON.stringify(text[i]) : 'the end of the file');
  const string = () => {
    const match = at(stringToken);
    if (!match) fail(text[i] === '"' ? { unterminatedString: true } : { expected: 'a double-quoted string', found: found() });
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{')
      list('}', () => {
        space();
        string();
        space();
        if (text[i] !== ':') fail({ expected: '":" after the key', found: found() });
        i++;
        value();
      });
    else if (c === '[') list(']', value);
    else if (c === '"') string();
    else {
      const word = at(wordToken);
      if (!word) fail({ expected: 'a value', found: found() });
      i += word![0].length;
    }
  };
  const list = (close: string, member: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      member();
      space();
      if (text[i] === close) return void i++;
      if (text[i] !== ',') fail({ expected: { commaOr: close }, found: found() });
      const comma = i++;
      space();
      if (text[i] === close) {
        i = comma;
        fail({ trailingCommaBefore: close });
      }
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail({ afterEnd: found() });
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { offset: error.offset, params: error.params };
    throw error;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON (RFC 8259) forbids raw U+0000–U+001F inside a string; the token refuses them
const stringToken = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const wordToken = /(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w.])/y;

/** Thrown at the first mistake to leave the recursive reader at once; never leaves this file. */
class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    readonly params: JsonSyntaxParams,
  ) {
    super('JSON syntax');
  }
}
