import { createRoot } from 'react-dom/client';
import { registerActionHandler, type ActionContext } from '../actions/run-action';
import { mountToaster } from '../ui/toast';
import { readPayload } from './dialog-payload';
import { DialogRoot } from './dialog-root';
import { openFounder, openPartnership } from './dialog-store';
import { pageEvent } from './page-events';

/**
 * Loaded by run-action.ts on the first info, apply or partner click. Mounts the dialogs into a
 * fresh root (the prerendered page has none to hydrate) and registers their action handlers.
 */
let mounted = false;

function mountOnce(): boolean {
  if (mounted) return true;
  const payload = readPayload();
  if (!payload) {
    console.error('[landfall] this page has no dialog texts (#landfall-dialogs); was it built with variants/_shared/dialogs.yaml?');
    return false;
  }
  mountToaster({ close: payload.texts.close, region: payload.texts.notifications });
  const container = document.createElement('div');
  container.dataset.slot = 'dialogs';
  document.body.append(container);
  createRoot(container).render(<DialogRoot payload={payload} />);
  mounted = true;
  return true;
}

function founder(step: 'intro' | 'form') {
  return (_action: unknown, context: ActionContext) => {
    if (!mountOnce()) return;
    openFounder(step, context.trigger);
    pageEvent('founder_dialog_opened');
  };
}

registerActionHandler('info', founder('intro'));
registerActionHandler('apply', founder('form'));
registerActionHandler('partner', (_action, context) => {
  if (mountOnce()) openPartnership(context.trigger);
});
