import type { z } from 'zod';
import type { notFoundSchema } from './schema';

type Input = z.input<typeof notFoundSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    code: '404',
    heading: 'Oops! Page not found',
    homeLabel: 'Return to Home',
    logMessage: '404 Error: User attempted to access non-existent route: {path}',
  },
  spanish: {
    code: '404',
    heading: '¡Vaya! Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    homeLabel: 'Volver al inicio',
    homeHref: '/es',
    logMessage: '404 Error: User attempted to access non-existent route: {path}',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'log without {path}', data: { code: '404', heading: 'H', homeLabel: 'Home', logMessage: '404 Error' }, message: /\{path\}/ },
  { name: 'external home link', data: { ...valid.english, homeHref: 'https://example.com' }, message: /start with \// },
  { name: 'no heading', data: { code: '404', homeLabel: 'Home', logMessage: '{path}' }, message: /expected string/i },
];
