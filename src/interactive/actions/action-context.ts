import type { PageData } from '../../engine/page-schema';
import type { ActionContext, PlotChoice } from './run-action';

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

/** A plot board's button names its plot in these attributes (written by the prerender, read below). */
export function plotAttributes({ number, label }: PlotChoice): Record<'data-plot' | 'data-plot-label', string> {
  return { 'data-plot': String(number), 'data-plot-label': label };
}

function plotOf(trigger: HTMLElement): PlotChoice | undefined {
  const { plot, plotLabel } = trigger.dataset;
  const number = Number(plot);
  return Number.isInteger(number) && number > 0 && plotLabel ? { number, label: plotLabel } : undefined;
}

/** The context of an action started by `trigger` on this page. */
export function actionContext(trigger: HTMLElement, signal?: AbortSignal): ActionContext {
  const { productId = '', paymentFailed } = document.body.dataset;
  return { productId, locale: document.documentElement.lang, messages: { paymentFailed }, trigger, plot: plotOf(trigger), signal };
}
