import { defineBlock } from '../../../../src/engine/define-block';
import { ReleaseNotes } from './release-notes';
import { releaseNotesSchema } from './schema';

export const block = defineBlock({
  type: 'release-notes',
  schema: releaseNotesSchema,
  Component: ReleaseNotes,
  description: 'A changelog: releases newest first, each with its version, date and tagged changes (new, improved, fixed)',
});
