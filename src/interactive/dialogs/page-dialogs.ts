import { z } from 'zod';
import { deepMerge } from '../../engine/resolve';
import type { Locale } from '../../engine/site-schema';
import { dialogPayload, type DialogPayload } from './dialog-payload';
import { localeTexts, type DialogTexts, type Dialogs } from './dialogs-schema';

/**
 * A page's own dialog texts (its YAML `dialogs:`), merged over its language's part of
 * variants/_shared/dialogs.yaml: the Spanish page's intro cites its own figures (spec §1), the
 * others keep the shared wording. Build-time only: the browser gets the merged texts as the
 * page's own JSON file (scripts/build-site.ts), never this module or zod.
 */

/** Maps become optional key by key at every depth; lists and texts stay whole (a list is replaced). */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * The same schema with every map's keys optional, still strict: a misspelt key is an author error
 * with a suggestion, and every value keeps the check dialogs.yaml's has (non-empty texts, icon names).
 */
function optionalKeys(schema: z.ZodType): z.ZodType {
  const description = schema.description;
  const inner = schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) return optionalKeys(inner);
  if (!(inner instanceof z.ZodObject)) return schema;
  const shape = Object.fromEntries(Object.entries(inner.shape).map(([key, value]) => [key, optionalKeys(value).optional()]));
  const partial = z.strictObject(shape);
  return description ? partial.describe(description) : partial;
}

export type PageDialogTexts = DeepPartial<DialogTexts>;

// The cast names what optionalKeys built from localeTexts; it is a schema, not data, and every
// value passing it is parsed again with localeTexts once merged (mergeDialogTexts).
export const pageDialogsSchema = (optionalKeys(localeTexts) as z.ZodType<PageDialogTexts, DeepPartial<z.input<typeof localeTexts>>>).describe(
  "This page's own dialog and toast texts, merged key by key over its language's part of variants/_shared/dialogs.yaml (lists are replaced whole), like founder.intro.stats for figures only this page cites",
);

/** The language's texts with the page's own merged over them, checked again as a whole. */
export function mergeDialogTexts(base: DialogTexts, page: PageDialogTexts | undefined): DialogTexts {
  return page ? localeTexts.parse(deepMerge(base, page)) : base;
}

/**
 * What a page gets of dialogs.yaml: its language's payload with the page's own texts merged in.
 * The engine keeps a page's `dialogs:` as the site's words (unknown to it); this site's engine
 * checked them against pageDialogsSchema (src/site/engine.ts).
 */
export function pageDialogPayload(dialogs: Dialogs, page: { locale: Locale; dialogs?: unknown }): DialogPayload {
  const payload = dialogPayload(dialogs, page.locale);
  const own = page.dialogs as PageDialogTexts | undefined;
  return own ? { ...payload, texts: mergeDialogTexts(payload.texts, own) } : payload;
}
