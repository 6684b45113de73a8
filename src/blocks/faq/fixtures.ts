import type { z } from 'zod';
import type { faqSchema } from './schema';

type Input = z.input<typeof faqSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Good to know',
    heading: 'Frequently Asked Questions',
    intro: 'Everything you need to know before you join.',
    items: [
      { question: 'What is the lifetime membership?', answer: 'Lifetime access to every destination in the network.' },
      { question: 'Is the deposit refundable?', answer: 'Yes: the $5,000 deposit is returned when your home is sold or transferred.' },
      { question: 'Can I visit before investing?', answer: 'Yes, you are welcome to visit the site before you commit.' },
    ],
  },
  spanish: {
    anchor: 'preguntas',
    heading: 'Preguntas Frecuentes (FAQ)',
    items: [
      { question: '¿Qué es la membresía?', answer: 'Acceso de por vida a todos los destinos de la red.' },
      { question: '¿Puedo visitar antes de invertir?', answer: 'Sí, puedes visitar el terreno antes de decidir.' },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no questions', data: { heading: 'FAQ', items: [] }, message: /at least one question/ },
  { name: 'misspelled answer key', data: { heading: 'FAQ', items: [{ question: 'Q?', anwser: 'A' }] }, message: /unrecognized key/i },
  { name: 'anchor with a space', data: { anchor: 'my faq', heading: 'FAQ', items: [{ question: 'Q?', answer: 'A' }] }, message: /section anchor/ },
];
