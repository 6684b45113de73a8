import { Island } from '../../render/island';
import CookieConsent from './cookie-consent.island';
import type { CookieBannerProps } from './schema';

/** Cookie consent: prerenders nothing visible; the island decides after hydration. */
export function CookieBanner(props: CookieBannerProps) {
  return <Island name="blocks/cookie-banner/cookie-consent" component={CookieConsent} props={props} />;
}
