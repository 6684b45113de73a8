import type { z } from 'zod';
import { authorError, formatPath, valueAt, type AuthorError } from './errors';
import { isMap } from './resolve';
import { refOrigin } from './ref-origins';
import { locate, positionOf } from './source';
import { whatExists } from './hints';
import { zodIssuesToErrors } from './zod-issues';

/** The blocks' tagged union, when the schema holds pages: a block without a type is told which types it fits. */
export type BlockUnion = z.ZodDiscriminatedUnion<readonly z.ZodObject[]>;

/** Zod issues as author errors; a tagged union's tag (a block's `type`) is said in an author's words. */
export function issuesToErrors(schema: z.core.$ZodType, data: unknown, issues: readonly z.core.$ZodIssue[], blocks?: BlockUnion): AuthorError[] {
  const tags = issues.filter((i) => i.code === 'invalid_union' && i.discriminator !== undefined && i.errors.length === 0);
  const rest = issues.filter((i) => !tags.includes(i));
  return [...tags.map((i) => tagError(i, data, blocks)), ...zodIssuesToErrors(schema, data, rest)];
}

/**
 * A missing or unknown tag of a tagged union. A block without a type that came whole from a
 * `$ref` is shared content used as a block: it says which block type it fits and how to write that.
 */
function tagError(issue: z.core.$ZodIssue, data: unknown, blocks: BlockUnion | undefined): AuthorError {
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
    const suggestion = whatExists(String(tag), options, `${noun}s`);
    return isBlock
      ? authorError('UnknownBlockType', pos, path, { type: tag, suggestion })
      : authorError('SchemaViolation', pos, path, { unknownTag: noun, tag, suggestion });
  }
  const origin = refOrigin(holder);
  if (isBlock && origin && isMap(holder)) {
    const fits = blocks ? blockTypesFitting(blocks, holder) : [];
    return authorError('UnknownBlockType', pos, path, { refWithoutType: origin.ref, fits: fits[0] });
  }
  const listed = options.length <= 12 ? options : undefined;
  return isBlock
    ? authorError('UnknownBlockType', pos, path, { missingType: true, options: listed })
    : authorError('SchemaViolation', pos, path, { missingKey: key, options: listed });
}

/** The block types whose schema takes `content` as it is, once given their type. */
function blockTypesFitting(blocks: BlockUnion, content: Record<string, unknown>): string[] {
  const typeOf = (option: z.ZodObject) => (option.shape.type as z.ZodLiteral<string>).value;
  return blocks.options.filter((option) => option.safeParse({ ...content, type: typeOf(option) }).success).map(typeOf);
}
