import type { PageData } from '../engine/page-schema';
import type { ActionContext } from './run-action';

/**
 * The page facts an action needs travel from the YAML to the browser as attributes of <body>:
 * written by the prerender (src/render/document.tsx) and read back here, so both sides use the
 * same names.
 */
export function bodyAttributes(page: Pick<PageData, 'productId' | 'messages'>): Record<string, string> {
  const attributes: Record<string, string> = { 'data-product-id': page.productId };
  if (page.messages?.paymentFailed) attributes['data-payment-failed'] = page.messages.paymentFailed;
  return attributes;
}

/** The context of an action started by `trigger` on this page. */
export function actionContext(trigger: HTMLElement, signal?: AbortSignal): ActionContext {
  const { productId = '', paymentFailed } = document.body.dataset;
  return { productId, locale: document.documentElement.lang, messages: { paymentFailed }, trigger, signal };
}
