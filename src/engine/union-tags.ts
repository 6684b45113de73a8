import type { z } from 'zod';
import { describeValue, formatPath, valueAt, type AuthorError } from './errors';
import { blockSchema } from './page-schema';
import { isMap } from './resolve';
import { refOrigin } from './ref-origins';
import { locate, positionOf } from './source';
import { whatExists } from './hints';
import { zodIssuesToErrors } from './zod-issues';

/** Zod issues as author errors; a tagged union's tag (a block's `type`) is said in an author's words. */
export function issuesToErrors(schema: z.core.$ZodType, data: unknown, issues: readonly z.core.$ZodIssue[]): AuthorError[] {
  const tags = issues.filter((i) => i.code === 'invalid_union' && i.discriminator !== undefined && i.errors.length === 0);
  const rest = issues.filter((i) => !tags.includes(i));
  return [...tags.map((i) => tagError(i, data)), ...zodIssuesToErrors(schema, data, rest)];
}

/**
 * A missing or unknown tag of a tagged union. A block without a type that came whole from a
 * `$ref` is shared content used as a block: it says which block type it fits and how to write that.
 */
function tagError(issue: z.core.$ZodIssue, data: unknown): AuthorError {
  const key = issue.code === 'invalid_union' ? (issue.discriminator ?? 'type') : 'type';
  const options = ('options' in issue && Array.isArray(issue.options) ? issue.options : []).map(String);
  const holderPath = issue.path.at(-1) === key ? issue.path.slice(0, -1) : issue.path;
  const holder = valueAt(data, holderPath);
  const tag = isMap(holder) ? holder[key] : undefined;
  const isBlock = key === 'type' && holderPath.at(-2) === 'blocks';
  const noun = isBlock ? 'block type' : key;
  const pos = locate(holder, key) ?? positionOf(data, holderPath);
  const path = formatPath([...holderPath, key]);
  if (tag !== undefined) {
    return { code: isBlock ? 'UnknownBlockType' : 'SchemaViolation', pos, path, message: `Unknown ${noun} ${describeValue(tag)}.${whatExists(String(tag), options, `${noun}s`)}` };
  }
  const origin = refOrigin(holder);
  if (isBlock && origin && isMap(holder)) {
    const fits = blockTypesFitting(holder);
    const how = fits.length
      ? ` It fits a ${fits[0]} block: write "- type: ${fits[0]}" with $ref: "${origin.ref}" on the next line.`
      : ' Write "- type: <block type>" with the $ref on the next line.';
    return { code: 'UnknownBlockType', pos, path, message: `"${origin.ref}" is not a whole block: it has no type.${how}` };
  }
  const list = options.length <= 12 ? `: one of ${options.map((o) => JSON.stringify(o)).join(', ')}` : '';
  return { code: isBlock ? 'UnknownBlockType' : 'SchemaViolation', pos, path, message: `Missing required key "${key}"${list}` };
}

/** The block types whose schema takes `content` as it is, once given their type. */
function blockTypesFitting(content: Record<string, unknown>): string[] {
  return blockSchema.options.filter((option) => option.safeParse({ ...content, type: option.shape.type.value }).success).map((option) => String(option.shape.type.value));
}
