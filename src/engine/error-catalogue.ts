import { contentErrors } from './error-words/content';
import { suggestionText, type Suggestion } from './error-words/entry';
import { experimentErrors } from './error-words/experiments';
import { fileErrors } from './error-words/file';

export { suggestionText, type Suggestion } from './error-words/entry';
export type { IndentationParams, JsonSyntaxParams, YamlSyntaxParams } from './error-words/file';

/**
 * Every author error, by its permanent code: the message it prints (built from typed
 * parameters, so no text is assembled where the error is found) and one sentence of what to do,
 * printed once under the error lines. `suggestion` parameters are Suggestion data, worded here.
 * The words live in src/engine/error-words/, one file per kind of mistake.
 */
export const errorCatalogue = { ...fileErrors, ...contentErrors, ...experimentErrors } as const;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams<C extends ErrorCode> = Parameters<(typeof errorCatalogue)[C]['message']>[0];

export const errorMessage = <C extends ErrorCode>(code: C, params: ErrorParams<C>): string =>
  (errorCatalogue[code].message as (p: ErrorParams<C>) => string)(params);

/**
 * What is added to an error's message where only this project can say more: after the message,
 * before any hint. Kept beside the catalogue so the words of every author error live in one place.
 */
export const addenda = {
  /** `amount: "6500"` */
  unquoteNumber: (message: string) => `${message}: write the number without quotes`,
  /** `amount: 12€`: the amount the author meant, in cents. */
  wholeCents: (message: string, { cents }: { cents: number }) => `${message}: amounts are whole cents, so write ${cents}`,
  /** A "Did you mean …?" or what exists, with its leading space. */
  suggestion: (message: string, { suggestion }: { suggestion: Suggestion }) => `${message}.${suggestionText(suggestion)}`,
  /** A mistake in shared content, reported at the `$ref` that brought it: where it lies in the shared file. */
  fromShared: (message: string, { file, line, col }: { file: string; line: number; col: number }) =>
    `${message.replace(/\.$/, '')} (from ${file}:${line}:${col})`,
} as const;
export type Addendum = keyof typeof addenda;
