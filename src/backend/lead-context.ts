/**
 * Where a lead came from, sent with every submission so a marketer can compare variants:
 * the route and locale of the page, the UTM parameters of the visit and the referrer.
 * UTM values are kept for the browser session, so they survive a click to another variant.
 */
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const STORAGE_KEY = 'landfall-utm';

export interface LeadContext {
  route: string;
  locale: string;
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>;
  referrer: string;
}

function readStoredUtm(): LeadContext['utm'] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const value: unknown = (stored as Record<string, unknown>)[key];
        return typeof value === 'string' ? [[key, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** Reads UTM parameters from this address, falling back to the ones the session landed with. */
export function currentUtm(search = window.location.search): LeadContext['utm'] {
  const params = new URLSearchParams(search);
  const fromUrl = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(`utm_${key}`);
      return value ? [[key, value]] : [];
    }),
  );
  if (Object.keys(fromUrl).length === 0) return readStoredUtm();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fromUrl));
  } catch {
    // Private mode without storage: the UTM of this page view is still sent.
  }
  return fromUrl;
}

export function leadContext(): LeadContext {
  return {
    route: window.location.pathname,
    locale: document.documentElement.lang,
    utm: currentUtm(),
    referrer: document.referrer,
  };
}
