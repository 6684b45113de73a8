import { defineBehaviour } from '../../interactive/client/behaviour';
import type { CookieBannerProps } from './schema';

type ConsentProps = Pick<CookieBannerProps, 'storageKey' | 'acceptValue' | 'declineValue'>;

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
 * Decline and the close X store declineValue (spec §4), and the banner goes.
 */
export default defineBehaviour<ConsentProps>((element, { storageKey, acceptValue, declineValue }) => {
  const banner = element.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner || readConsent(storageKey) !== null) return;
  const onClick = (event: MouseEvent) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    if (!choice) return;
    storeConsent(storageKey, choice.dataset.consent === 'accept' ? acceptValue : declineValue);
    banner.hidden = true;
  };
  banner.addEventListener('click', onClick);
  banner.hidden = false;
  return () => {
    banner.removeEventListener('click', onClick);
    banner.hidden = true;
  };
});
