import { defineBlock } from '../../engine/define-block';
import { CookieBanner } from './cookie-banner';
import { cookieBannerSchema } from './schema';

export const block = defineBlock({
  type: 'cookie-banner',
  schema: cookieBannerSchema,
  Component: CookieBanner,
  description: 'Cookie consent banner, fixed at the bottom, shown only until the visitor accepts or declines',
  placement: 'after-main',
});
