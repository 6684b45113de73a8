import type { z } from 'zod';
import type { cookieBannerSchema } from './schema';

type Input = z.input<typeof cookieBannerSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    label: 'Cookie consent',
    heading: 'We value your privacy.',
    text: 'We use cookies to run this site, measure visits and remember your preferences.',
    policyLabel: 'Read our Cookie Policy',
    acceptLabel: 'Accept',
    declineLabel: 'Decline',
    closeLabel: 'Close and decline cookies',
  },
  customKey: {
    storageKey: 'landfall-consent',
    label: 'Consentimiento de cookies',
    text: 'Usamos cookies para que el sitio funcione.',
    policyLabel: 'Política de Cookies',
    acceptLabel: 'Aceptar',
    declineLabel: 'Rechazar',
    closeLabel: 'Cerrar y rechazar las cookies',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'missing accept label', data: { ...valid.english, acceptLabel: undefined }, message: /expected string/ },
  { name: 'policy link without a slash', data: { ...valid.english, policyHref: 'cookies' }, message: /start with \/ or https/ },
  { name: 'empty storage key', data: { ...valid.english, storageKey: '' }, message: />=1 characters/ },
];
