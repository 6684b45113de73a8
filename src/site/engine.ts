import { blocks } from '../blocks/registry.generated';
import { createEngine } from '../engine/engine';
import { slotProblems } from '../experiments/param-slots';
import { dialogsSchemaFor } from '../interactive/dialogs/dialogs-schema';
import { pageDialogsSchema } from '../interactive/dialogs/page-dialogs';

/**
 * This site's engine: the engine given this site's words. Its blocks (src/blocks/), its dialogs'
 * texts (dialogs.yaml and a page's own `dialogs:`) and its one page rule beyond the schema, the
 * personalised text slots the edge router fills. Everything that loads, checks or renders this
 * site's variants goes through it; the engine itself imports none of them. Its languages are
 * site.yaml's (`locales`): dialogs.yaml has texts in each of them.
 */
export const engine = createEngine({
  blocks,
  dialogs: { site: dialogsSchemaFor, page: pageDialogsSchema },
  // The thank-you pages: a paid checkout completes the membership there, in its language.
  completionBlock: 'membership-form',
  pageRules: [slotProblems],
});

export const { loadSite, pageSchema, blockSchema, blockTypes, jsonSchemas } = engine;
