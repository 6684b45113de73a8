import type { PageMessages } from '../../engine/page-schema';
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
 * retry loop; the button works again. run-action.ts calls it for pay buttons (this file does not
 * import run-action, so the two form no cycle).
 */
export async function pay(productId: string, context: { trigger?: HTMLElement; messages?: PageMessages }) {
  if (inFlight.has(productId)) return;
  inFlight.add(productId);
  setBusy(context.trigger, true);
  try {
    const { startPayment } = await import('../api/client');
    const result = await startPayment(productId);
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
  // The toast speaks the page's language, from the texts this module fetched as it loaded (below).
  // Without them there are no words in the visitor's language to show (and English on a Spanish
  // page is no answer), so the failure is only logged.
  const payload = await loadPayload();
  if (!payload) {
    console.error("[landfall] payment could not start, and the page's texts could not be loaded to say so");
    return;
  }
  mountToaster(toasterLabels(payload));
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
