import { z } from 'zod';
import { placeholder } from './fill-template';

/** A YAML string with named placeholders, like "{filled}/{capacity} filled"; unknown names are errors. */
export function templateString(names: readonly string[]) {
  const list = names.map((n) => `{${n}}`).join(', ');
  return z
    .string()
    .min(1)
    .refine((text) => [...text.matchAll(placeholder)].every((m) => names.includes(m[1]!)), {
      error: `Unknown placeholder; this text can use ${list}`,
    })
    .describe(`Placeholders: ${list}`);
}
