import type { z } from 'zod';
import type { testimonialsSchema } from './schema';

type Input = z.input<typeof testimonialsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  threeStories: {
    audiencePrefix: 'Made for',
    audience: { words: ['nomads', 'investors', 'travellers'] },
    heading: 'What our founding members say',
    items: [1, 2, 3].map((n) => ({
      image: `/media/testimonials/testimonial-${n}.jpg`,
      alt: `Portrait of founding member ${n}`,
      quote: `Quote number ${n}.`,
      name: `Member ${n}`,
      place: 'Lisbon, Portugal',
    })),
    linksLabel: 'See for yourself:',
    links: [
      { label: 'How we make this possible', target: 'how-we-make-this-possible' },
      { label: 'Your safety', target: 'safety-section' },
      { label: 'Construction photos', target: 'construction-section' },
    ],
  },
  /** Ratings are optional per card: here 5, 4 and none. */
  rated: {
    audiencePrefix: 'Made for',
    audience: { words: ['nomads', 'investors'] },
    heading: 'What our founding members say',
    items: [5, 4, undefined].map((rating, i) => ({
      image: `/media/testimonials/testimonial-${i + 1}.jpg`,
      alt: `Portrait of founding member ${i + 1}`,
      quote: `Quote number ${i + 1}.`,
      name: `Member ${i + 1}`,
      place: 'Lisbon, Portugal',
      ...(rating === undefined ? {} : { rating }),
    })),
  },
  ratedSpanish: {
    audiencePrefix: 'Hecho para',
    audience: { words: ['nómadas', 'inversores'] },
    heading: 'Lo que dicen nuestros miembros',
    items: [
      { image: '/media/testimonials/testimonial-1.jpg', alt: 'Retrato de Ana', quote: 'Increíble.', name: 'Ana', place: 'Madrid, España', rating: 4 },
      { image: '/media/testimonials/testimonial-2.jpg', alt: 'Retrato de Luis', quote: 'Muy bien.', name: 'Luis', place: 'Lima, Perú', rating: 1 },
    ],
  },
  noLinks: {
    audiencePrefix: 'Hecho para',
    audience: { words: ['nómadas', 'inversores'], intervalMs: 1500 },
    heading: 'Lo que dicen nuestros miembros',
    items: [{ image: '/media/testimonials/testimonial-1.jpg', alt: 'Retrato', quote: 'Increíble.', name: 'Ana', place: 'Madrid, España' }],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a single audience word',
    data: { ...valid.threeStories, audience: { words: ['nomads'] } },
    message: /at least two words/,
  },
  {
    name: 'link target with a hash',
    data: { ...valid.threeStories, links: [{ label: 'Safety', target: '#safety-section' }] },
    message: /section anchor/,
  },
  ...[
    { rating: 0, message: /Too small/ },
    { rating: 6, message: /Too big/ },
    { rating: 4.5, message: /expected int/ },
    { rating: '5', message: /expected number/ },
  ].map(({ rating, message }) => ({
    name: `a rating of ${JSON.stringify(rating)} (the rule: a whole number from 1 to 5)`,
    data: { ...valid.threeStories, items: [{ ...valid.threeStories!.items[0]!, rating }] },
    message,
  })),
];
