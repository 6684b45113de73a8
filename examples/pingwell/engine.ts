import { blocks as libraryBlocks } from '../../src/blocks/registry.generated';
import { createEngine } from '../../src/engine/engine';
import { composeShelves } from '../../src/site/shelves';
import { blocks as ownBlocks } from './blocks';
import { dialogs } from './dialogs';

/**
 * Pingwell's words: the library's blocks (src/blocks/) and its own (./blocks/), and its dialogs
 * (none). A type names one block: an own block with a library block's type would replace it
 * without anyone noticing, so that stops the site here.
 */
export const blocks = composeShelves(libraryBlocks, ownBlocks, 'examples/pingwell/blocks');

/** The site's engine: `npm run build -- --site examples/pingwell` builds with it. No payments, so no completion block. */
export const engine = createEngine({ blocks, dialogs });
