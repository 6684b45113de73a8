import type { z } from 'zod';
import type { membershipFormSchema } from './schema';

type Input = z.input<typeof membershipFormSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    heading: 'Payment Successful!',
    formHeading: 'Complete Your Membership',
    intro: 'Tell us how to reach you so we can set up your membership.',
    nameLabel: 'Full Name',
    emailLabel: 'Email Address',
    phoneLabel: 'Phone Number',
    countryCodeLabel: 'Country code',
    requiredHint: '* Required',
    submitLabel: 'Complete Membership',
    busyLabel: 'Submitting...',
    note: 'Our team will contact you within the next few hours to formalize your membership.',
    successToast: "Thank you! We'll contact you within the next few hours to formalize your membership.",
    errorToast: 'There was an error saving your information. Please try again.',
  },
  spanish: {
    heading: '¡Pago exitoso!',
    formHeading: 'Completa tu membresía',
    nameLabel: 'Nombre completo',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Número de teléfono',
    countryCodeLabel: 'Código de país',
    requiredHint: '* Obligatorio',
    submitLabel: 'Completar membresía',
    busyLabel: 'Enviando...',
    note: 'Nuestro equipo te contactará en las próximas horas para formalizar tu membresía.',
    successToast: '¡Gracias! Te contactaremos en las próximas horas para formalizar tu membresía.',
    errorToast: 'Hubo un error guardando tu información. Por favor intenta de nuevo.',
    defaultCountry: 'ES',
    redirectTo: '/',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'missing submit label', data: { ...valid.english, submitLabel: undefined }, message: /expected string/ },
  { name: 'lowercase country', data: { ...valid.english, defaultCountry: 'us' }, message: /ISO 3166/ },
  { name: 'external redirect', data: { ...valid.english, redirectTo: 'https://evil.example' }, message: /paths of this site/ },
];
