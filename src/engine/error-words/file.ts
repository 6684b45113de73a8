import { entry } from './entry';

// Errors in reading a variant file at all: its syntax, its layout, its first line and its name.

/** The file's own parser said what is wrong (the yaml package, or JSON.parse); its words are the message. */
type Detail = { detail: string };

const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** A line out of place in a YAML file, as src/engine/yaml-syntax.ts and yaml-blame.ts find it. */
export type IndentationParams =
  /** A tab in the indentation, after this many spaces. */
  | { tabAfterSpaces: number }
  /** A key or list item at the wrong depth; `others` are the lines around it or after it, at `expected`. */
  | { indented: number; item: boolean; others: 'around' | 'after'; expected: number }
  /** A list item whose first key does not line up with the keys under it. */
  | { itemIndented: number; keysUnder: number; indentTo: number }
  /** A line of a block of text less indented than the text after or above it. */
  | { textIndented: number; textFrom: 'after' | 'above'; expected: number };

/** What is wrong inside a YAML line, found by the layout reader; or the parser's own words. */
export type YamlSyntaxParams = Detail | { unclosedQuote: string } | { textAfterQuote: string } | { gluedKey: string; text: string };

/** What is wrong in a JSON file, at the first mistake; or the parser's own words. */
export type JsonSyntaxParams =
  | Detail
  | { unterminatedString: true }
  | { expected: 'a double-quoted string' | '":" after the key' | 'a value' | { commaOr: string }; found: string }
  | { trailingCommaBefore: string }
  | { afterEnd: string };

export const fileErrors = {
  YamlSyntax: entry<YamlSyntaxParams>({
    message: (p) => {
      if ('unclosedQuote' in p) return `The text opened with ${p.unclosedQuote} here is never closed; add a closing ${p.unclosedQuote} where it ends`;
      if ('textAfterQuote' in p) return `Text after the closing ${p.textAfterQuote}: the whole value goes inside the quotes`;
      if ('gluedKey' in p) return `Add a space after "${p.gluedKey}:"; without it YAML reads "${p.text}" as text, not as a key and its value`;
      return p.detail;
    },
    hint: 'Mend the YAML at the position shown; the rest of the file is checked once it reads as YAML.',
  }),
  JsonSyntax: entry<JsonSyntaxParams>({
    message: (p) => {
      if ('unterminatedString' in p) return 'Unterminated string or bad escape';
      if ('expected' in p) return `Expected ${typeof p.expected === 'string' ? p.expected : `"," or "${p.expected.commaOr}"`}, found ${p.found}`;
      if ('trailingCommaBefore' in p) return `Trailing comma before "${p.trailingCommaBefore}": JSON allows none`;
      if ('afterEnd' in p) return `Unexpected ${p.afterEnd} after the end of the data`;
      return p.detail;
    },
    hint: 'Mend the JSON at the position shown: keys and texts in double quotes, a comma between items and none after the last.',
  }),
  Indentation: entry<IndentationParams>({
    message: (p) => {
      if ('tabAfterSpaces' in p)
        return p.tabAfterSpaces === 0
          ? 'This line starts with a tab; YAML indents with spaces only'
          : `This line has a tab after ${spaces(p.tabAfterSpaces)}; YAML indents with spaces only`;
      if ('itemIndented' in p)
        return `This list item is indented ${spaces(p.itemIndented)}; for its first key to line up with the ${p.keysUnder}-space keys under it, indent it ${p.indentTo}`;
      if ('textIndented' in p) return `This line is indented ${spaces(p.textIndented)}; the text ${p.textFrom} it uses ${p.expected}`;
      const what = p.item ? 'list item' : 'line';
      const indented = p.indented === 0 ? `This ${what} is not indented` : `This ${what} is indented ${spaces(p.indented)}`;
      return `${indented}; the ${p.item ? 'items' : 'keys'} ${p.others} it ${p.expected === 0 ? 'are not indented' : `use ${p.expected}`}`;
    },
    hint: 'YAML nests by indentation, with spaces only: the keys of one map line up, and what belongs to a key goes further in.',
  }),
  EmptyFile: entry<Record<string, never>>({
    message: () => 'The file is empty: it holds no data, only blank lines or comments',
    hint: 'A variant file holds data; save the file with its content, or delete it if the variant is not wanted.',
  }),
  DuplicateName: entry<{ first: string; file: string; name: string }>({
    message: ({ first, file, name }) => `${first} and ${file} both define "${name}": keep one of them`,
    hint: 'Each variant name may be used by one file only (name.yaml or name.json): delete or rename the other.',
  }),
  MissingSchemaComment: entry<{ yamlLine: string } | { jsonRef: string }>({
    message: (p) => ('yamlLine' in p ? `The first line must be: ${p.yamlLine}` : `The data must start with: "$schema": "${p.jsonRef}",`),
    hint: 'Every variant names its schema first, so every editor checks the file against the schema CI uses and underlines the same mistakes CI reports.',
  }),
} as const;
