/** `{name}` in a YAML text; the schema (template-string.ts) allows only the names each text lists. */
export const placeholder = /\{(\w+)\}/g;

/**
 * Puts values into a YAML text like "{filled}/{capacity} filled". Kept apart from the schema so
 * the country grid's behaviour, which is on every page, computes its texts without loading zod.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match));
}
