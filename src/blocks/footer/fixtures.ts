import type { z } from 'zod';
import type { footerSchema } from './schema';

type Input = z.input<typeof footerSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    brandName: 'Landfall',
    tagline: 'A lifetime of stays in a global network of glamping destinations.',
    linksLabel: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
    operator: 'Operated by Landfall Holdings LLC, Wyoming, USA.',
    copyright: '© 2025 Landfall. All rights reserved.',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'relative link', data: { ...valid.english, links: [{ label: 'Terms', href: 'terms' }] }, message: /start with \/ or https/ },
  { name: 'missing copyright', data: { ...valid.english, copyright: undefined }, message: /expected string/ },
];
