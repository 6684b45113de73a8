import type { z } from 'zod';
import type { partnerCtaSchema } from './schema';

type Input = z.input<typeof partnerCtaSchema>;

const benefits = ['Guaranteed revenue stream', 'Infrastructure development', 'Global marketing exposure', 'Professional management'];

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'For land owners',
    heading: 'Own Land? Partner With Us',
    text: 'Turn your land into a destination in our global network.',
    benefitsHeading: 'What you get',
    benefits,
    button: { label: 'Apply to Partner With Us', action: { kind: 'partner' }, variant: 'premium' },
  },
  spanish: {
    heading: '¿Tienes Terreno? Asóciate con Nosotros',
    text: 'Convierte tu terreno en un destino de nuestra red global.',
    benefitsHeading: 'Lo que obtienes',
    benefits: ['Ingresos garantizados'],
    button: { label: 'Aplicar para Asociarse con Nosotros', action: { kind: 'partner' }, variant: 'premium' },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'button without action',
    data: { heading: 'H', text: 'T', benefitsHeading: 'B', benefits: ['x'], button: { label: 'Go' } },
    message: /Invalid input/,
  },
  {
    name: 'benefits as one string',
    data: { heading: 'H', text: 'T', benefitsHeading: 'B', benefits: 'x', button: { label: 'Go', action: { kind: 'partner' } } },
    message: /expected array/,
  },
];
