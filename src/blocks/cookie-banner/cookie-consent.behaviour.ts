import { defineBehaviour } from '../../ui/define-behaviour';
import { applyConsent } from '../../interactive/tags/consent';
import type { CookieBannerProps } from './schema';

type ConsentProps = Pick<CookieBannerProps, 'storageKey' | 'acceptValue' | 'declineValue'>;

/**
 * How long a banner that has just appeared lets taps through to what is under it: its slide-in
 * (500 ms) and a little more. The banner shows when the page's code arrives, which is also when
 * visitors tap; a press that began on a button under it ended on the banner, and the button's
 * tap was lost (/soccer's More Info, 2 taps in 12 on a busy phone).
 */
const tapGuardMs = 700;

function readConsent(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storeConsent(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the choice holds for this page view only.
  }
}

/**
 * Shows the prerendered banner only when no choice is stored; Accept stores acceptValue,
 * Decline and the close X store declineValue (spec §4), and the banner goes. For its first
 * moments it takes no taps (tapGuardMs). The choice, stored or new, goes to the site's
 * marketing tags (src/interactive/tags/consent.ts), which load only on an accept.
 */
export default defineBehaviour<ConsentProps>((element, { storageKey, acceptValue, declineValue }) => {
  const banner = element.querySelector<HTMLElement>('[data-consent-banner]');
  const stored = readConsent(storageKey);
  if (stored !== null) applyConsent(stored === acceptValue);
  if (!banner || stored !== null) return;
  const onClick = (event: MouseEvent) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    if (!choice) return;
    const accepted = choice.dataset.consent === 'accept';
    storeConsent(storageKey, accepted ? acceptValue : declineValue);
    banner.hidden = true;
    applyConsent(accepted);
  };
  banner.addEventListener('click', onClick);
  // Inert: hit-testing passes through it, so a tap in flight lands on the button it began on.
  banner.inert = true;
  banner.hidden = false;
  const guard = setTimeout(() => {
    banner.inert = false;
  }, tapGuardMs);
  return () => {
    clearTimeout(guard);
    banner.removeEventListener('click', onClick);
    banner.hidden = true;
  };
});
