import type { z } from 'zod';
import { checkEngineFile, jsonSchemaCheck, jsonSchemasFor, type JsonSchemaCheck, type JsonSchemas } from './json-schema';
import { pageSchemaFor, type PageSchema } from './page-schema';
import type { BlockUnion } from './union-tags';
import type { Vocabulary } from './vocabulary';

/** A site's vocabulary turned into what the checks use: its page schema, its JSON Schemas and their validators. */
export interface CompiledVocabulary<V extends Vocabulary = Vocabulary> {
  vocabulary: V;
  blockTypes: string[];
  blockSchema: BlockUnion;
  pageSchema: PageSchema;
  /** dialogs.yaml's schema for the site's languages (one per list of languages, made once). */
  dialogsSchema(locales: readonly string[]): ReturnType<V['dialogs']['site']>;
  jsonSchemas: JsonSchemas;
  checkJsonSchema: JsonSchemaCheck;
}

export function compileVocabulary<V extends Vocabulary>(vocabulary: V): CompiledVocabulary<V> {
  const { blockSchema, pageSchema, blockTypes } = pageSchemaFor(vocabulary);
  const dialogsSchemas = new Map<string, ReturnType<V['dialogs']['site']>>();
  const dialogsSchema = (locales: readonly string[]) => {
    const key = locales.join(' ');
    let schema = dialogsSchemas.get(key);
    if (!schema) {
      schema = vocabulary.dialogs.site(locales) as ReturnType<V['dialogs']['site']>;
      dialogsSchemas.set(key, schema);
    }
    return schema;
  };
  const jsonSchemas = jsonSchemasFor({ pageSchema, dialogsSchema: dialogsSchema as (locales: readonly string[]) => z.ZodType });
  // site.yaml and products.yaml are the engine's files, checked alike for every site: their validators are compiled once, there.
  const checkSiteFile = jsonSchemaCheck({ variant: jsonSchemas.variant, dialogs: jsonSchemas.dialogs });
  return {
    vocabulary,
    blockTypes,
    blockSchema: blockSchema as unknown as BlockUnion,
    pageSchema,
    dialogsSchema,
    jsonSchemas,
    checkJsonSchema: (kind, data, locales) => (kind === 'site' || kind === 'products' ? checkEngineFile(kind, data) : checkSiteFile(kind, data, locales)),
  };
}
