import type { z } from 'zod';
import { jsonSchemaCheck, jsonSchemasFor, type JsonSchemaCheck, type JsonSchemas } from './json-schema';
import { pageSchemaFor, type PageSchema } from './page-schema';
import type { BlockUnion } from './union-tags';
import type { Vocabulary } from './vocabulary';

/** A site's vocabulary turned into what the checks use: its page schema, its JSON Schemas and their validators. */
export interface CompiledVocabulary<V extends Vocabulary = Vocabulary> {
  vocabulary: V;
  blockTypes: string[];
  blockSchema: BlockUnion;
  pageSchema: PageSchema;
  dialogsSchema: V['dialogs']['site'];
  jsonSchemas: JsonSchemas;
  checkJsonSchema: JsonSchemaCheck;
}

export function compileVocabulary<V extends Vocabulary>(vocabulary: V): CompiledVocabulary<V> {
  const { blockSchema, pageSchema, blockTypes } = pageSchemaFor(vocabulary);
  const jsonSchemas = jsonSchemasFor({ pageSchema, dialogsSchema: vocabulary.dialogs.site as z.ZodType });
  return {
    vocabulary,
    blockTypes,
    blockSchema: blockSchema as unknown as BlockUnion,
    pageSchema,
    dialogsSchema: vocabulary.dialogs.site,
    jsonSchemas,
    checkJsonSchema: jsonSchemaCheck(jsonSchemas),
  };
}
