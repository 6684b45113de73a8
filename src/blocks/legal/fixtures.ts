import type { z } from 'zod';
import type { legalSchema } from './schema';

type Input = z.input<typeof legalSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  terms: {
    title: 'Terms of Service',
    effective: 'Effective date: August 1, 2025',
    backLabel: 'Back to Home',
    sections: [
      { heading: '1. Acceptance of Terms', paragraphs: ['By using the site you accept these terms.'] },
      {
        heading: '2. Nature of Service',
        paragraphs: ['Membership grants non-exclusive, non-transferable access.'],
        items: ['Access to destinations', 'Member events'],
      },
      { heading: '3. Contact', contact: { label: 'Write to', email: 'legal@landfall.example' } },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no sections', data: { title: 'T', effective: 'E', backLabel: 'B', sections: [] }, message: />=1 items/ },
  {
    name: 'contact without a valid email',
    data: { title: 'T', effective: 'E', backLabel: 'B', sections: [{ heading: 'H', contact: { label: 'Mail', email: 'privacy at example' } }] },
    message: /Expected an email address/,
  },
  {
    name: 'misspelled key',
    data: { title: 'T', effective: 'E', backLabel: 'B', sections: [{ heading: 'H', paragraph: ['x'] }] },
    message: /unrecognized key/i,
  },
];
