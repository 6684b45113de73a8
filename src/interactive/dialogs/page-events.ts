/**
 * Page events for analytics: pushed to the Google Tag Manager data layer and announced as a
 * `landfall:event` DOM event, so any tag setup (or a test) can listen without us loading one.
 * They send nothing anywhere: the events that reach Google or Meta, and only with consent, go
 * through src/interactive/tags/conversions.ts.
 */
export function pageEvent(event: string, data: Record<string, unknown> = {}): void {
  const entry = { event, ...data };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
  document.dispatchEvent(new CustomEvent('landfall:event', { detail: entry }));
}

/**
 * The advertising conversion of a founder application (spec §4), as a data-layer event only. Calling
 * gtag here would queue it before consent, for gtag.js to send if the visitor accepted later.
 */
export function conversion(sendTo: string | undefined): void {
  pageEvent('conversion', sendTo ? { send_to: sendTo } : {});
}
