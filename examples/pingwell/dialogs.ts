import { z } from 'zod';

/**
 * Pingwell opens no dialogs: its buttons are links to the app and its own pages. The engine reads
 * variants/_shared/dialogs.yaml for every site, so this site's says only what it is: a site
 * without dialogs, with no texts to check in any language. A page may not add dialog texts.
 */
export const dialogs = {
  site: () => z.strictObject({}).describe('This site opens no dialogs: the file is empty ({})'),
  page: z.strictObject({}).describe('This site opens no dialogs: a page has no dialog texts of its own'),
};
