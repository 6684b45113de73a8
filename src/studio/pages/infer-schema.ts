import { isMap, type JsonSchema } from './form/schema-walk';

/** A shared file has no page schema: its form follows what the file holds (texts stay texts, lists stay lists). */
export function inferSchema(value: unknown): JsonSchema {
  if (Array.isArray(value)) return { type: 'array', items: value.length ? inferSchema(value[0]) : {} };
  if (isMap(value))
    return { type: 'object', properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inferSchema(v)])), required: Object.keys(value) };
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}
