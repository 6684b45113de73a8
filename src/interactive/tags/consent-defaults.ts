import type { Tags } from '../../engine/site-schema';

/**
 * Google Consent Mode v2 defaults: everything denied until the visitor accepts (consent.ts
 * updates them). Nothing reads these before a tag loads, and no tag loads before Accept; they
 * are here so that a tag, once loaded, finds the state Google documents it must start from.
 */
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/**
 * The inline head script of every page of a site that declares a tag (src/render/document.tsx;
 * the Content-Security-Policy allows it by its hash, scripts/build-site.ts). It defines
 * `dataLayer` and `gtag` the way Google's snippet does, sets the defaults, and leaves the declared
 * ids on `window.landfallTags` for the client entry. It loads nothing. A site without tags
 * carries none of it: every byte of a page's HTML counts against its first round trip.
 */
export function consentDefaults(tags: Tags): string {
  const google =
    tags.ga4 || tags.googleAds
      ? `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('consent','default',${JSON.stringify(denied)});`
      : '';
  // The ids match their schema's patterns (no "<"); escaped all the same, as any text inside <script>.
  const ids = JSON.stringify(tags).replaceAll('<', '\\u003c');
  return `(function(w){${google}w.landfallTags=${ids}})(window)`;
}
