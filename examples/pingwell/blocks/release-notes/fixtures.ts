import type { z } from 'zod';
import type { releaseNotesSchema } from './schema';

type Input = z.input<typeof releaseNotesSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Changelog',
    heading: 'What is new in Pingwell',
    intro: 'Every release, newest first.',
    kindLabels: { new: 'New', improved: 'Improved', fixed: 'Fixed' },
    releases: [
      {
        version: '2.4',
        date: '2026-11-03',
        title: 'Maintenance windows',
        changes: [
          { kind: 'new', text: 'Schedule maintenance windows: checks keep running, but nobody is paged.' },
          { kind: 'fixed', text: 'SSL expiry alerts no longer fire twice for certificates renewed early.' },
        ],
      },
      {
        version: '2.3',
        date: '2026-09-15',
        title: 'Faster checks from Asia',
        changes: [{ kind: 'improved', text: 'Checks from Singapore and Tokyo now report within 10 seconds.' }],
      },
    ],
  },
  german: {
    heading: 'Neu in Pingwell',
    kindLabels: { new: 'Neu', improved: 'Verbessert', fixed: 'Behoben' },
    releases: [
      {
        version: '2.4',
        date: '2026-11-03',
        title: 'Wartungsfenster',
        changes: [{ kind: 'new', text: 'Planen Sie Wartungsfenster: Die Prüfungen laufen weiter, aber niemand wird alarmiert.' }],
      },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a date written the American way',
    data: { ...valid.english, releases: [{ version: '2.4', date: '11/03/2026', title: 'T', changes: [{ kind: 'new', text: 'x' }] }] },
    message: /YYYY-MM-DD/,
  },
  {
    name: 'a version with a leading v',
    data: { ...valid.english, releases: [{ version: 'v2.4', date: '2026-11-03', title: 'T', changes: [{ kind: 'new', text: 'x' }] }] },
    message: /numbers joined by dots/,
  },
  {
    name: 'a release without changes',
    data: { ...valid.english, releases: [{ version: '2.4', date: '2026-11-03', title: 'T', changes: [] }] },
    message: /at least one change/,
  },
  {
    name: 'an unknown kind of change',
    data: { ...valid.english, releases: [{ version: '2.4', date: '2026-11-03', title: 'T', changes: [{ kind: 'removed', text: 'x' }] }] },
    message: /"new"\|"improved"\|"fixed"/,
  },
];
