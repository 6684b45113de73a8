import type { SiteLocale } from './locales.generated.ts';

/**
 * The local test checkout's own words, per site language. They belong to this development tool,
 * not to the site's YAML: the page never ships (it has no Deno entry). Keyed by every locale of
 * site.yaml, so a new language fails the type check until the tool can speak it.
 */
export interface CheckoutTexts {
  title: string;
  banner: string;
  shortBanner: string;
  pay: string;
  cancel: string;
  intervals: { week: string; month: string };
  recurring: (amount: string, interval: string) => string;
  notFound: { title: string; text: string };
  failed: { title: string; unreadable: string; webhook: (status: number) => string };
}

export const checkoutTexts: Readonly<Record<SiteLocale, CheckoutTexts>> = {
  en: {
    title: 'Test checkout — no real payment',
    banner: 'Test checkout — no real payment. Nothing is charged; this page exists only on a local or test backend.',
    shortBanner: 'Test checkout — no real payment.',
    pay: 'Pay',
    cancel: 'Cancel',
    intervals: { week: 'week', month: 'month' },
    recurring: (amount, interval) => `Subscription: ${amount} every ${interval}, charged again until cancelled.`,
    notFound: { title: 'Checkout session not found', text: 'This test checkout session does not exist or is no longer open.' },
    failed: {
      title: 'Test checkout failed',
      unreadable: 'The payment could not be read.',
      webhook: (status) => `The webhook answered ${status}; the payment was not recorded.`,
    },
  },
  es: {
    title: 'Pago de prueba — sin cobro real',
    banner: 'Pago de prueba — sin cobro real. No se cobra nada; esta página solo existe en un servidor local o de pruebas.',
    shortBanner: 'Pago de prueba — sin cobro real.',
    pay: 'Pagar',
    cancel: 'Cancelar',
    intervals: { week: 'semana', month: 'mes' },
    recurring: (amount, interval) => `Suscripción: ${amount} cada ${interval}, se cobra de nuevo hasta que la canceles.`,
    notFound: { title: 'Sesión de pago no encontrada', text: 'Esta sesión de pago de prueba no existe o ya no está abierta.' },
    failed: {
      title: 'El pago de prueba falló',
      unreadable: 'No se pudo leer el pago.',
      webhook: (status) => `El webhook respondió ${status}; el pago no se registró.`,
    },
  },
};
