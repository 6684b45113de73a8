import { registerActionHandler, type ActionContext } from '../actions/run-action';
import { loadPayload, toasterLabels } from '../dialogs/dialog-payload';
import { mountToaster, toast } from '../ui/toast';

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
 * retry loop; the button works again.
 */
async function pay(productId: string, context: ActionContext) {
  if (inFlight.has(productId)) return;
  inFlight.add(productId);
  setBusy(context.trigger, true);
  try {
    const { startPayment } = await import('../backend/client');
    const result = await startPayment(productId);
    if (result.ok) {
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
  const payload = await loadPayload();
  if (payload) mountToaster(toasterLabels(payload));
  const texts = payload?.texts.toasts.paymentError;
  toast({
    title: texts?.title ?? 'Error',
    // A page may word it its own way (the free-home page speaks of an application).
    description: context.messages?.paymentFailed ?? texts?.description ?? 'There was an error processing your request. Please try again.',
    variant: 'destructive',
  });
}

registerActionHandler('pay', (action, context) => (action.kind === 'pay' ? pay(action.productId ?? context.productId, context) : undefined));

// Loaded when a visitor reaches for a pay button: fetch the backend client before the tap needs it.
void import('../backend/client').catch(() => undefined);
