import { z } from 'zod';
import { anchorSchema, sectionHeadingFields } from '../../../../src/ui/section-schema';

export const changeKinds = ['new', 'improved', 'fixed'] as const;

export const releaseNotesSchema = z.strictObject({
  anchor: anchorSchema.default('releases').describe('Section id that scroll buttons and #links target'),
  ...sectionHeadingFields,
  kindLabels: z
    .strictObject({
      new: z.string().min(1).describe('Tag of a new feature, like "New"'),
      improved: z.string().min(1).describe('Tag of an improvement, like "Improved"'),
      fixed: z.string().min(1).describe('Tag of a bug fix, like "Fixed"'),
    })
    .describe("The tag before each change, in the page's language"),
  releases: z
    .array(
      z.strictObject({
        version: z
          .string()
          .regex(/^\d+\.\d+(\.\d+)?$/, 'A version is numbers joined by dots, like 2.4 or 2.4.1')
          .describe('The version number, like 2.4'),
        date: z.iso.date('A release date is written YYYY-MM-DD, like 2026-11-03').describe('Release day as YYYY-MM-DD; shown in the page language'),
        title: z.string().min(1).describe('What the release is about, in a few words'),
        changes: z
          .array(
            z.strictObject({
              kind: z.enum(changeKinds).describe('new, improved or fixed'),
              text: z.string().min(1).describe('One sentence about the change, as a customer would notice it'),
            }),
          )
          .min(1, 'A release lists at least one change')
          .describe('The changes of the release, most important first'),
      }),
    )
    .min(1)
    .describe('Releases, newest first'),
});

export type ReleaseNotesProps = z.output<typeof releaseNotesSchema>;
