/**
 * Where a lead came from, sent with every submission so a marketer can compare variants:
 * the route and locale of the page, the UTM parameters of the visit and the referrer.
 * The page a visit lands on keeps its UTM parameters and outside referrer for the browser
 * session (rememberLanding, run by every page's client entry), so they survive a click to
 * another variant before the visitor applies or pays. `consent` is the cookie choice the lead was
 * given under (src/interactive/tags/consent.ts): 'unset' on a page without the banner or before a choice.
 * `experiment` and `arm` name the A/B test arm the page is (experiment-arm.ts), so results count it.
 */
import { consentState, type ConsentState } from '../tags/consent';
import { experimentArm, type ExperimentArm } from './experiment-arm';

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const STORAGE_KEY = 'landfall-landing';

type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

export interface LeadContext extends ExperimentArm {
  route: string;
  locale: string;
  utm: Utm;
  referrer: string;
  consent: ConsentState;
}

interface Landing {
  utm: Utm;
  referrer: string;
}

function utmIn(search: string): Utm {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(`utm_${key}`);
      return value ? [[key, value]] : [];
    }),
  );
}

/** A referrer from another site; our own pages as referrer say nothing about the campaign. */
function outsideReferrer(): string {
  try {
    return document.referrer && new URL(document.referrer).origin !== location.origin ? document.referrer : '';
  } catch {
    return '';
  }
}

/**
 * What this session's landing kept, if it is well-formed: only the five UTM keys, and only
 * strings. Storage can hold anything (another script, an old version, a hand edit); `Object()`
 * turns whatever it holds (null, a number, an array) into something to read fields from.
 */
function readLanding(): Landing {
  let stored: Record<string, unknown> = {};
  try {
    stored = Object(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    // No storage (private mode) or not JSON: nothing was kept.
  }
  const utm: Record<string, unknown> = Object(stored.utm);
  return {
    utm: Object.fromEntries(UTM_KEYS.flatMap((key) => (typeof utm[key] === 'string' ? [[key, utm[key]]] : []))),
    referrer: typeof stored.referrer === 'string' ? stored.referrer : '',
  };
}

/**
 * Keeps this page view's UTM parameters and outside referrer when it has them. A view with
 * neither does not touch storage: the first read of it in a page costs a phone a blocking
 * round trip to the browser's storage, on every page load, for nothing to keep.
 */
export function rememberLanding(): void {
  const utm = utmIn(location.search);
  const referrer = outsideReferrer();
  if (!Object.keys(utm).length && !referrer) return;
  const landing = readLanding();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ utm: Object.keys(utm).length ? utm : landing.utm, referrer: referrer || landing.referrer }));
  } catch {
    // Private mode without storage: leadContext still reads this page's own address.
  }
}

export function leadContext(): LeadContext {
  const landing = readLanding();
  const utm = utmIn(location.search);
  return {
    route: location.pathname,
    locale: document.documentElement.lang,
    utm: Object.keys(utm).length ? utm : landing.utm,
    referrer: outsideReferrer() || landing.referrer,
    consent: consentState(),
    ...experimentArm(),
  };
}
