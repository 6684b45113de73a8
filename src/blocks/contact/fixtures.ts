import type { z } from 'zod';
import type { contactSchema } from './schema';

type Input = z.input<typeof contactSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Questions?',
    heading: 'Talk to Our Team',
    intro: 'Ask about the offer, a destination or a visit. We answer every message within two business days.',
    nameLabel: 'Your name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    optionalLabel: '(optional)',
    phonePlaceholder: '+1 555 123 4567',
    messageLabel: 'How can we help?',
    requiredHint: 'Fields marked * are required.',
    submitLabel: 'Send Message',
    busyLabel: 'Sending...',
    success: 'Thank you! Your message is with our team, and we will reply within two business days.',
    failed: 'There was an error sending your message. Please try again.',
    rateLimited: 'Too many submissions. Please try again later.',
  },
  spanish: {
    anchor: 'contacto',
    eyebrow: '¿Preguntas?',
    heading: 'Habla con Nuestro Equipo',
    intro: 'Pregunta por la oferta, un destino o una visita. Respondemos cada mensaje en dos días hábiles.',
    nameLabel: 'Tu nombre',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
    optionalLabel: '(opcional)',
    phonePlaceholder: '+52 55 1234 5678',
    messageLabel: '¿Cómo podemos ayudarte?',
    requiredHint: 'Los campos marcados con * son obligatorios.',
    submitLabel: 'Enviar Mensaje',
    busyLabel: 'Enviando...',
    success: '¡Gracias! Tu mensaje ya está con nuestro equipo y te responderemos en dos días hábiles.',
    failed: 'Hubo un error enviando tu mensaje. Por favor intenta de nuevo.',
    rateLimited: 'Demasiados envíos. Por favor intenta más tarde.',
    fieldErrors: {
      'Name is required': 'El nombre es obligatorio',
      'Name too long': 'El nombre es demasiado largo',
      'Name contains invalid characters': 'El nombre contiene caracteres no válidos',
      'Invalid email format': 'Formato de correo electrónico no válido',
      'Email too long': 'El correo electrónico es demasiado largo',
      'Invalid characters': 'Caracteres no válidos',
      'Phone number too long': 'El número de teléfono es demasiado largo',
      'Invalid phone format': 'Formato de teléfono no válido',
      'Message is required': 'El mensaje es obligatorio',
      'Message too long': 'El mensaje es demasiado largo',
    },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'missing message label', data: { ...valid.english, messageLabel: undefined }, message: /expected string/ },
  { name: 'empty success text', data: { ...valid.english, success: '' }, message: /Too small/ },
  { name: 'anchor with capitals', data: { ...valid.english, anchor: 'Contact' }, message: /section anchor/ },
  { name: 'a translation of a message no check returns', data: { ...valid.english, fieldErrors: { 'Message is empty': 'x' } }, message: /Unrecognized key/ },
];
