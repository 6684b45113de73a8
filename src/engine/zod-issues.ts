import type { z } from 'zod';
import { authorError, formatPath, valueAt, type AuthorError, type ErrorParams } from './errors';
import { locate, locateKey, positionOf } from './source';
import { closest } from '../lib/closest';
import { didYouMean } from './suggest';
import { isMap } from './resolve';
import type { SlotProblem } from './vocabulary';

type Schema = z.core.$ZodType;

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: Schema; in?: Schema };
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The object schema that governs `path` in `value`, following discriminated unions by their tag. */
function schemaAt(root: Schema, value: unknown, path: readonly PropertyKey[]): Schema | undefined {
  let schema: Schema | undefined = unwrap(root);
  let data = value;
  for (const segment of [...path, undefined]) {
    if (!schema) return undefined;
    const def = schema._zod.def as {
      type: string;
      element?: Schema;
      shape?: Record<string, Schema>;
      options?: Schema[];
      discriminator?: string;
      valueType?: Schema;
    };
    if (def.type === 'union' && def.discriminator && isMap(data)) {
      const tag = data[def.discriminator];
      schema = def.options?.find((option) => {
        const shape = (option._zod.def as { shape?: Record<string, Schema> }).shape;
        const literal = shape?.[def.discriminator!]?._zod.def as { values?: unknown[] } | undefined;
        return literal?.values?.includes(tag);
      });
      if (!schema) return undefined;
      continue;
    }
    if (segment === undefined) return schema;
    if (def.type === 'array' && def.element) schema = unwrap(def.element);
    else if (def.type === 'object' && def.shape) schema = def.shape[String(segment)] && unwrap(def.shape[String(segment)]!);
    else if (def.type === 'record' && def.valueType) schema = unwrap(def.valueType);
    else return undefined;
    data = (data as Record<string | number, unknown> | undefined)?.[segment as string];
  }
  return schema;
}

/** Turns zod issues into author errors with the exact position of the offending node. */
export function zodIssuesToErrors(schema: Schema, data: unknown, issues: readonly z.core.$ZodIssue[]): AuthorError[] {
  const errors: AuthorError[] = [];
  const knownKeys = (path: readonly PropertyKey[]) =>
    Object.keys((schemaAt(schema, data, path)?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
  // A key that an unknown key's "did you mean" names is not reported again as missing.
  const suggested = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = knownKeys(issue.path);
    for (const key of issue.keys) {
      const match = closest(key, known);
      if (match) suggested.add(formatPath([...issue.path, match]));
    }
  }
  for (const issue of issues) {
    const path = issue.path;
    const input = valueAt(data, path);
    // A missing enum (goal: one of …) is reported by zod as a wrong value, not a wrong type: same case.
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && input === undefined && suggested.has(formatPath(path))) continue;
    if (issue.code === 'unrecognized_keys') {
      const container = valueAt(data, path);
      const known = knownKeys(path);
      for (const key of issue.keys) {
        errors.push(
          authorError('UnknownKey', locateKey(container, key) ?? positionOf(data, path), formatPath([...path, key]), {
            key,
            suggestion: didYouMean(key, known),
          }),
        );
      }
      continue;
    }
    if (issue.code === 'invalid_union' && 'discriminator' in issue && isMap(input)) {
      const { blockTypes } = unionTypes(schema, data, path);
      const type = input.type;
      const typePos = locate(input, 'type') ?? positionOf(data, path);
      const typePath = formatPath([...path, 'type']);
      errors.push(
        type === undefined
          ? authorError('UnknownBlockType', typePos, typePath, { missingType: true })
          : authorError('UnknownBlockType', typePos, typePath, { type, suggestion: didYouMean(String(type), blockTypes) }),
      );
      continue;
    }
    const pos = positionOf(data, path);
    // A refine that names its code (MissingMedia, ParamSlot) built its message from the catalogue already.
    const named = (issue as { params?: { code?: string; problem?: SlotProblem } }).params;
    if (named?.code === 'MissingMedia') {
      errors.push(authorError('MissingMedia', pos, formatPath(path), { src: String(input) }));
    } else if (named?.code === 'ParamSlot' && named.problem) {
      errors.push(authorError('ParamSlot', pos, formatPath(path), named.problem));
    } else {
      errors.push(authorError('SchemaViolation', pos, formatPath(path), paramsFor(issue, input)));
    }
  }
  return errors;
}

function unionTypes(schema: Schema, data: unknown, path: readonly PropertyKey[]) {
  const parentPath = path.slice(0, -1);
  const holder = schemaAt(schema, data, parentPath);
  const element = (holder?._zod.def as { element?: Schema } | undefined)?.element;
  const options = ((element && unwrap(element)._zod.def) as { options?: Schema[] } | undefined)?.options ?? [];
  const blockTypes = options.flatMap((option) => {
    const literal = (option._zod.def as { shape?: Record<string, Schema> }).shape?.type?._zod.def as { values?: unknown[] } | undefined;
    return (literal?.values ?? []).map(String);
  });
  return { blockTypes };
}

/** The catalogue's parameters for a zod issue; a block's own rule keeps the words its schema gave it. */
function paramsFor(issue: z.core.$ZodIssue, input: unknown): ErrorParams<'SchemaViolation'> {
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return { missingKey: String(issue.path.at(-1)) };
      return { expectedType: issue.expected, got: input };
    case 'invalid_value':
      return { expectedOneOf: issue.values, got: input };
    // A key of a record that its key schema refuses (a language that is no BCP 47 tag): that schema's own words.
    case 'invalid_key':
      return { rule: issue.issues[0]?.message ?? issue.message };
    case 'too_small':
    case 'too_big': {
      if (!/^Too (small|big):/.test(issue.message)) return { rule: issue.message };
      const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const unit = issue.origin === 'array' ? 'item' : issue.origin === 'string' ? 'character' : undefined;
      return { bound: issue.code === 'too_small' ? 'at least' : 'at most', limit, unit, got: input };
    }
    default:
      return { rule: issue.message };
  }
}
