import type { Tags } from '../../engine/site-schema';

/** What the Content-Security-Policy must allow for the declared tags, per directive. */
export interface TagSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/**
 * Each tag's hosts, from Google's "Use Tag Manager with a Content Security Policy" guide (GA4,
 * Google Ads conversions) and Meta's pixel documentation. GA4 sends to regional hosts
 * (region1.google-analytics.com…), hence its wildcards.
 */
const ga4: TagSources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  frame: [],
};

const googleAds: TagSources = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  // gtag.js measures Ads conversions through a frame of this host.
  frame: ['https://td.doubleclick.net'],
};

const metaPixel: TagSources = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  frame: [],
};

/** The sources of exactly the declared tags; none at all when the site declares none. */
export function tagSources(tags: Tags | undefined): TagSources {
  const declared = [tags?.ga4 && ga4, tags?.googleAds && googleAds, tags?.metaPixel && metaPixel].filter((s): s is TagSources => !!s);
  const union = (key: keyof TagSources) => [...new Set(declared.flatMap((s) => s[key]))];
  return { script: union('script'), connect: union('connect'), img: union('img'), frame: union('frame') };
}
