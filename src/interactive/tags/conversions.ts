import { tagsReady } from './consent';

/**
 * The one place that decides which marketing events leave the page: only with consent granted
 * and only to the tags the site declares (consent.ts). Everything else (the founder dialog,
 * payments) calls these and knows nothing of Google or Meta.
 */

/** A founder application succeeded: GA4 generate_lead, the Google Ads conversion, Meta Lead. */
export function trackLead(): void {
  void tagsReady().then((tags) => {
    if (!tags) return;
    if (tags.ga4) window.gtag?.('event', 'generate_lead', { send_to: tags.ga4 });
    if (tags.googleAds) window.gtag?.('event', 'conversion', { send_to: `${tags.googleAds.id}/${tags.googleAds.label}` });
    if (tags.metaPixel) window.fbq?.('track', 'Lead');
  });
}

/** A payment started (the checkout address is in): GA4 begin_checkout, Meta InitiateCheckout. */
export function trackCheckout(productId: string): void {
  void tagsReady().then((tags) => {
    if (!tags) return;
    if (tags.ga4) window.gtag?.('event', 'begin_checkout', { send_to: tags.ga4, items: [{ item_id: productId }] });
    if (tags.metaPixel) window.fbq?.('track', 'InitiateCheckout', { content_ids: [productId] });
  });
}
