import { z } from 'zod';

/**
 * A section's id in the page (`#faq`, scroll buttons' `target`). Blocks chain their own
 * `.optional()`/`.default(…)`/`.describe(…)`. Kept apart from React so schemas load anywhere.
 */
export const anchorSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor: lowercase words joined by hyphens, like safety-section');

/**
 * The eyebrow / heading / intro trio that most sections open with (rendered by SectionHeading).
 * Spread it into a block schema; override a field to give it a more specific description.
 */
export const sectionHeadingFields = {
  eyebrow: z.string().min(1).optional().describe('Small line above the heading'),
  heading: z.string().min(1).describe('The section title (an h2)'),
  intro: z.string().min(1).optional().describe('Paragraph under the heading'),
};

/** A section's background, for blocks that offer a choice; each block maps it to its own classes. */
export const sectionToneSchema = z.enum(['light', 'sand', 'dark']).default('light').describe('Section look: white, sand or dark ocean background');
