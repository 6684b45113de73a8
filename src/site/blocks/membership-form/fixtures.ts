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
    noSession: {
      heading: 'Your membership starts with a payment',
      text: 'This page opens after a payment, so you can tell us how to reach you.',
      buttons: [{ label: 'Back to Home', action: { kind: 'link', href: '/' } }],
    },
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
    noSession: {
      heading: 'Tu membresía empieza con un pago',
      text: 'Esta página se abre después de pagar, para que nos digas cómo contactarte.',
      buttons: [
        { label: 'Volver al inicio', action: { kind: 'link', href: '/' } },
        { label: 'Pagar Ahora', action: { kind: 'pay' }, variant: 'outline' },
      ],
    },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'missing submit label', data: { ...valid.english, submitLabel: undefined }, message: /expected string/ },
  { name: 'lowercase country', data: { ...valid.english, defaultCountry: 'us' }, message: /ISO 3166/ },
  { name: 'external redirect', data: { ...valid.english, redirectTo: 'https://evil.example' }, message: /Expected a page of this site/ },
  {
    name: 'scheme-relative redirect (was: accepted, an off-site redirect)',
    data: { ...valid.english, redirectTo: '//evil.example' },
    message: /leads to another site/,
  },
  { name: 'no texts for a visit without a payment', data: { ...valid.english, noSession: undefined }, message: /expected object/ },
];
