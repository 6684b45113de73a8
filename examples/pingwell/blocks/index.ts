import { block as releaseNotes } from './release-notes';

/** Pingwell's own block types, keyed by the folder name that is also the YAML `type`. The library's come from src/blocks/. */
export const blocks = {
  'release-notes': releaseNotes,
};
