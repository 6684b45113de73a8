import { vi } from 'vitest';
import type { Tags } from '../../../src/engine/site-schema';
import { consentDefaults } from '../../../src/interactive/tags/consent-defaults';

/** Test ids, no real account: what a site declaring every kind of tag writes in site.yaml. */
export const allTags: Tags = { ga4: 'G-TEST12345', googleAds: { id: 'AW-123456789', label: 'AbC-D_efG' }, metaPixel: '123456789012345' };

export const gtagUrl = 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345';
export const fbeventsUrl = 'https://connect.facebook.net/en_US/fbevents.js';

export const deniedDefaults = [
  'consent',
  'default',
  { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
];
export const grantedUpdate = [
  'consent',
  'update',
  { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
];

/**
 * A fresh page of a site that declares `tags` (none when undefined), as the browser has it once
 * the prerendered head script has run: fresh modules, so no consent is left from another test.
 */
export async function freshPage(tags: Tags | undefined) {
  vi.resetModules();
  for (const key of ['dataLayer', 'gtag', 'landfallTags', 'fbq', '_fbq'] as const) delete window[key];
  for (const script of document.querySelectorAll('script')) script.remove();
  localStorage.clear();
  // The head script's own text, run as the browser runs it (jsdom does not run inline <script>s).
  if (tags) new Function(consentDefaults(tags))();
  return {
    ...(await import('../../../src/interactive/tags/consent')),
    ...(await import('../../../src/interactive/tags/conversions')),
    ...(await import('../../../src/interactive/api/lead-context')),
  };
}

/** The gtag calls in the data layer, as argument lists (page events, plain objects, are left out). */
export const gtagCalls = () =>
  (window.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => Object.values(entry));

export const metaCalls = () => window.fbq?.queue ?? [];

export const loadedScripts = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

/** Longer than the two frames and the task consent.ts waits before it loads a tag. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
