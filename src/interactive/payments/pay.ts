import type { PageMessages } from '../../engine/page-schema';
import { PLOT_TAKEN_EVENT } from '../api/plot-choice';
import type { PlotChoice } from '../dialogs/dialog-store';
import { loadPayload, toasterLabels } from '../dialogs/dialog-payload';
import { mountToaster, toast } from '../../ui/toast';
import { trackCheckout } from '../tags/conversions';

/** A pay button shows it is working and takes no second press until the answer is in. */
function setBusy(trigger: HTMLElement | undefined, busy: boolean) {
  if (!trigger) return;
  trigger.toggleAttribute('disabled', busy);
  trigger.setAttribute('aria-busy', String(busy));
}

const inFlight = new Set<string>();

/**
 * Starts a payment: create-payment prices the product on the server and answers a checkout
 * address, which opens in a new tab (the page stays, as in the spec). On failure: the spec's
 * toast in the page's language (or the page's own `messages.paymentFailed`), logged, and no
 * retry loop; the button works again. A plot of a plot board is bought with its plot; when
 * someone else took it a moment before, the visitor is told the plot is gone and the board shows
 * it taken. run-action.ts calls it for pay buttons (this file does not import run-action, so the
 * two form no cycle).
 */
export async function pay(productId: string, context: { trigger?: HTMLElement; messages?: PageMessages; plot?: PlotChoice }) {
  if (inFlight.has(productId)) return;
  inFlight.add(productId);
  setBusy(context.trigger, true);
  let plotTaken = false;
  try {
    const { startPayment } = await import('../api/client');
    const result = await startPayment(productId, context.plot?.number);
    plotTaken = !result.ok && result.plotTaken === true;
    if (result.ok) {
      trackCheckout(productId);
      const tab = window.open(result.url, '_blank');
      if (tab) tab.opener = null;
      // A blocked pop-up must not strand the visitor: go to checkout in this tab instead.
      else window.location.assign(result.url);
      return;
    }
  } catch (error) {
    console.error('[landfall] payment could not start', error);
  } finally {
    inFlight.delete(productId);
    setBusy(context.trigger, false);
  }
  if (plotTaken && context.plot) {
    context.trigger?.dispatchEvent(new CustomEvent(PLOT_TAKEN_EVENT, { bubbles: true, detail: { plot: context.plot.number } }));
  }
  // The toast speaks the page's language, from the texts this module fetched as it loaded (below).
  // Without them there are no words in the visitor's language to show (and English on a Spanish
  // page is no answer), so the failure is only logged.
  const payload = await loadPayload();
  if (!payload) {
    console.error("[landfall] payment could not start, and the page's texts could not be loaded to say so");
    return;
  }
  mountToaster(toasterLabels(payload));
  if (plotTaken) {
    const gone = payload.texts.toasts.plotTaken;
    toast({ title: gone.title, description: gone.description, variant: 'destructive' });
    return;
  }
  const texts = payload.texts.toasts.paymentError;
  toast({
    title: texts.title,
    // A page may word it its own way (the free-home page speaks of an application).
    description: context.messages?.paymentFailed ?? texts.description,
    variant: 'destructive',
  });
}

// Loaded when a visitor reaches for a pay button: fetch the backend client, and the texts a
// failure would show, before the tap needs them.
void import('../api/client').catch(() => undefined);
void loadPayload();
