import { expect } from 'vitest';
import { formatError } from '../../../../src/engine/errors';
import type { Pos } from '../../../../src/engine/errors';
import { parseJsonFile, parseYamlFile } from '../../../../src/engine/source';
import { findLayoutMistakes } from '../../../../src/engine/yaml-syntax';

/**
 * Where an author's mistake is reported (issue 24, docs/developers/mutation-testing.md): the `line:col` of a
 * key, a value, a list item, and of each layout mistake the YAML reader names, checked on
 * in-memory text, without loading the site (parse-errors.test.ts and author-errors.test.ts do
 * that). The helpers the test files of this folder share.
 */

/** `line:col` of a position, as the author reads it after the file name. */
export const at = (pos: Pos | undefined) => (pos ? `${pos.line}:${pos.col}` : undefined);

/** The value of a YAML file that reads without a mistake. */
export function yaml(text: string): Record<string, unknown> {
  const parsed = parseYamlFile('v.yaml', text);
  expect(parsed.syntaxErrors.map(formatError)).toEqual([]);
  return parsed.value as Record<string, unknown>;
}

/** The value of a JSON file that reads without a mistake. */
export function json(text: string): Record<string, unknown> {
  const parsed = parseJsonFile('v.json', text);
  expect(parsed.syntaxErrors.map(formatError)).toEqual([]);
  return parsed.value as Record<string, unknown>;
}

/** What an author reads for a YAML file's syntax and layout mistakes. */
export const yamlErrors = (text: string) => parseYamlFile('v.yaml', text).syntaxErrors.map(formatError);
export const jsonErrors = (text: string) => parseJsonFile('v.json', text).syntaxErrors.map(formatError);

/** The layout reader's mistakes as `line:col` and their parameters. */
export const layout = (text: string) => findLayoutMistakes(text).mistakes.map(({ line, col, ...rest }) => [`${line}:${col}`, rest]);
export const mended = (text: string) => findLayoutMistakes(text).mended;
