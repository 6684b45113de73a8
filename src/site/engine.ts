import { blocks as libraryBlocks } from '../blocks/registry.generated';
import { createEngine } from '../engine/engine';
import { slotProblems } from '../experiments/param-slots';
import { dialogsSchemaFor } from '../interactive/dialogs/dialogs-schema';
import { firstStepsHtml } from '../interactive/dialogs/first-steps';
import { pageDialogsSchema } from '../interactive/dialogs/page-dialogs';
import { blocks as siteBlocks } from './blocks/registry.generated';
import { composeShelves } from './shelves';

/**
 * This site's blocks: the library's (src/blocks/) and its own (src/site/blocks/), by type. A type
 * on both shelves throws here, naming both folders.
 */
export const blocks = composeShelves(libraryBlocks, siteBlocks);

/**
 * This site's engine: the engine given this site's words. Its blocks (the library's and its own), its dialogs'
 * texts (dialogs.yaml and a page's own `dialogs:`) and its one page rule beyond the schema, the
 * personalised text slots the edge router fills. Everything that loads, checks or renders this
 * site's variants goes through it; the engine itself imports none of them. Its languages are
 * site.yaml's (`locales`): dialogs.yaml has texts in each of them.
 */
export const engine = createEngine({
  blocks,
  dialogs: { site: dialogsSchemaFor, page: pageDialogsSchema, firstSteps: firstStepsHtml },
  // The thank-you pages: a paid checkout completes the membership there, in its language.
  completionBlock: 'membership-form',
  pageRules: [slotProblems],
});

export const { loadSite, pageSchema, blockSchema, blockTypes, jsonSchemas } = engine;
