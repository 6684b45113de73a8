import type { Tags } from '../../engine/site-schema';
import type { MetaPixel } from './load-tags';

declare global {
  interface Window {
    /** Google's data layer; page events (dialogs/page-events.ts) go here too. */
    dataLayer?: Record<string, unknown>[];
    /** Defined by the head script of a site with a Google tag (consent-defaults.ts). */
    gtag?: (...args: unknown[]) => void;
    /** The declared tags, left by the head script of a site that has any (consent-defaults.ts). */
    landfallTags?: Tags;
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
  }
}

/**
 * The consent a lead is given under, stored with it (lead-context.ts): the source of the leads'
 * consent checks in SQL (tests/unit/backend/shared-lists.test.ts).
 */
export const consentStates = ['granted', 'denied', 'unset'] as const;
export type ConsentState = (typeof consentStates)[number];

let state: ConsentState = 'unset';
let ready: Promise<Tags | undefined> | undefined;

export function consentState(): ConsentState {
  return state;
}

const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

/** Two frames on: the first frame is on screen, so a tag never competes with the first paint. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * The visitor's choice, stored on an earlier visit or just made: the cookie banner's behaviour
 * calls this, and nothing else starts a tag. Accepted: Consent Mode is updated at once and the
 * declared tags load after the first paint. Declined: nothing loads, nothing is sent.
 */
export function applyConsent(accepted: boolean): void {
  state = accepted ? 'granted' : 'denied';
  const tags = window.landfallTags;
  if (!accepted || !tags || ready) return;
  window.gtag?.('consent', 'update', granted);
  ready = afterFirstPaint()
    .then(() => import('./load-tags'))
    .then(({ loadTags }) => {
      loadTags(tags);
      return tags;
    });
}

/** The declared tags once they are loading, or undefined when the visitor has not accepted them. */
export function tagsReady(): Promise<Tags | undefined> {
  return state === 'granted' && ready ? ready : Promise.resolve(undefined);
}
