/**
 * Page events for analytics: pushed to the Google Tag Manager data layer and announced as a
 * `landfall:event` DOM event, so any tag setup (or a test) can listen without us loading one.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function pageEvent(event: string, data: Record<string, unknown> = {}): void {
  const entry = { event, ...data };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
  document.dispatchEvent(new CustomEvent('landfall:event', { detail: entry }));
}

/** The advertising conversion of a founder application (spec §4), to the data layer and to gtag when the page has it. */
export function conversion(sendTo: string | undefined): void {
  const target = sendTo ? { send_to: sendTo } : {};
  pageEvent('conversion', target);
  window.gtag?.('event', 'conversion', target);
}
