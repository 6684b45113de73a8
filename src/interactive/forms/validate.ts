import type * as z from 'zod/mini';

/** Field name (as the contract and the server spell it) → its first failing message. */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/**
 * Runs a form schema. On failure returns one message per field (the first, as the contract
 * asks), keyed like the server's answer, so both show the same way under the inputs.
 */
export function validate<S extends z.ZodMiniType<object>>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
