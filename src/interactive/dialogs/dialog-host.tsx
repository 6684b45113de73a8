import { createRoot } from 'react-dom/client';
import './dialogs.css';
import { mountToaster } from '../../ui/toast';
import { loadPayload, toasterLabels } from './dialog-payload';
import { DialogRoot } from './dialog-root';
import { openFounder, openPartnership, type PlotChoice } from './dialog-store';
import { pageEvent } from './page-events';

/**
 * Loaded by run-action.ts on the first info, apply or partner click. Mounts the dialogs into a
 * fresh root (the prerendered page has none to hydrate) and exports what each action does;
 * run-action registers them (this file does not import it, so the two form no cycle).
 */
let mounted = false;

async function mountOnce(): Promise<boolean> {
  if (mounted) return true;
  const payload = await loadPayload();
  if (!payload) {
    console.error('[landfall] the dialog texts (body[data-dialogs]) could not be loaded');
    return false;
  }
  if (mounted) return true;
  mountToaster(toasterLabels(payload));
  const container = document.createElement('div');
  container.dataset.slot = 'dialogs';
  document.body.append(container);
  createRoot(container).render(<DialogRoot payload={payload} />);
  mounted = true;
  return true;
}

/** What a dialog needs of the action that opens it. */
export interface DialogContext {
  /** The element that was clicked: focus returns to it when a dialog closes. */
  trigger?: HTMLElement;
  plot?: PlotChoice;
  /** Aborted when the visitor gave up while the code loaded: open nothing. */
  signal?: AbortSignal;
  /** The dialog's first step on screen as the page's HTML: this dialog goes on from it, in its place. */
  takeOver?: () => void;
  /** A first step that is the dialog's whole form (the partnership's): this dialog takes its place with what was typed. */
  firstStep?: HTMLDialogElement;
}

function founder(step: 'intro' | 'form') {
  return async (context: DialogContext) => {
    if (!(await mountOnce()) || context.signal?.aborted) return;
    // Going on from the page's own first step: the same dialog to the visitor, opened once.
    if (context.takeOver) {
      context.takeOver();
      openFounder(step, context.trigger, context.plot, { instant: true });
      return;
    }
    openFounder(step, context.trigger, context.plot);
    pageEvent('founder_dialog_opened');
  };
}

export const dialogActions = {
  info: founder('intro'),
  apply: founder('form'),
  partner: async (context: DialogContext) => {
    if (!(await mountOnce()) || context.signal?.aborted) return;
    const { firstStep, takeOver } = context;
    openPartnership(context.trigger, firstStep && takeOver ? { from: firstStep, done: takeOver } : undefined);
  },
};

// This module loads when a visitor reaches for a dialog button (or taps it): mount the dialogs
// and fetch their texts now, so the tap finds them ready.
void mountOnce();
