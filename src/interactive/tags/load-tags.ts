import type { Tags } from '../../engine/site-schema';

/** Meta's pixel function as its snippet defines it: calls queue until fbevents.js takes over. */
export interface MetaPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Meta's pixel queue, as its snippet makes it: fbevents.js picks the queued calls up. */
function metaPixel(): MetaPixel {
  const call = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  };
  const fbq: MetaPixel = Object.assign(call, { queue: [], push: call, loaded: true, version: '2.0' });
  return fbq;
}

/**
 * Loads the declared tags (only ever called by consent.ts, after Accept and the first paint).
 * GA4's page view is sent explicitly (send_page_view off), so it is one event a test and a
 * marketer can see in the data layer, never two. One gtag.js serves GA4 and Google Ads.
 */
export function loadTags(tags: Tags): void {
  const gtag = window.gtag;
  const google = tags.ga4 ?? tags.googleAds?.id;
  if (gtag && google) {
    gtag('js', new Date());
    if (tags.ga4) {
      gtag('config', tags.ga4, { send_page_view: false });
      gtag('event', 'page_view', { send_to: tags.ga4 });
    }
    if (tags.googleAds) gtag('config', tags.googleAds.id);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google)}`);
  }
  if (tags.metaPixel) {
    window.fbq ??= metaPixel();
    window._fbq ??= window.fbq;
    const fbq = window.fbq;
    fbq('init', tags.metaPixel);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}
