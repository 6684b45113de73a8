import type { PageMessages } from '../../engine/page-schema';
import type { PlotChoice } from '../dialogs/dialog-store';
import type { Action } from '../../ui/action-schema';
import { announceAction } from './announce-action';

export type { PlotChoice };

export interface ActionContext {
  /** The page's own product, for pay buttons that name none. */
  productId: string;
  locale: string;
  /** The page's own wording (its YAML `messages`), which wins over the site-wide dialogs.yaml texts. */
  messages?: PageMessages;
  /** The element that was clicked: focus returns to it when a dialog closes. */
  trigger?: HTMLElement;
  /** Set when the button is a plot of a plot board (see plotAttributes in action-context.ts). */
  plot?: PlotChoice;
  /** Aborted when the visitor gave up while the code loaded (Escape on the busy frame): do nothing. */
  signal?: AbortSignal;
  /**
   * Set when the button is in a dialog's first step the page carries as HTML: closes that step the
   * moment the dialog this action opens takes its place (src/interactive/client/first-step.ts).
   */
  takeOver?: () => void;
  /** The page's own copy of the form the dialog takes the place of, with what was typed there. */
  firstStep?: HTMLDialogElement;
}

export type ActionHandler = (action: Action, context: ActionContext) => void | Promise<void>;

const handlers = new Map<Action['kind'], ActionHandler>();

/**
 * The modules behind the actions, fetched on the first click that needs them, so a page loads
 * the dialogs (React components, form checks) only once a visitor asks for one. They export what
 * they do and never import this file: actions call dialogs and payments, not the reverse.
 */
const loadDialogs = () =>
  import('../dialogs/dialog-host').then(({ dialogActions }) => {
    for (const kind of ['info', 'apply', 'partner'] as const) registerActionHandler(kind, (_action, context) => dialogActions[kind](context));
  });
const lazyHandlers: Partial<Record<Action['kind'], () => Promise<unknown>>> = {
  info: loadDialogs,
  apply: loadDialogs,
  partner: loadDialogs,
  pay: () =>
    import('../payments/pay').then(({ pay }) =>
      registerActionHandler('pay', (action, context) => (action.kind === 'pay' ? pay(action.productId ?? context.productId, context) : undefined)),
    ),
};

/** Where dialogs and payments plug in their behaviour. */
export function registerActionHandler(kind: Action['kind'], handler: ActionHandler): void {
  handlers.set(kind, handler);
}

/**
 * Loads what an action needs before the tap that asks for it: the client entry calls it when a
 * visitor points at, touches or focuses the button, or scrolls it into view.
 */
export async function prepareAction(kind: Action['kind']): Promise<void> {
  if (handlers.has(kind)) return;
  try {
    await lazyHandlers[kind]?.();
  } catch {
    // The tap itself retries the import and reports a failure.
  }
}

/**
 * The single hook every dialog and payment button calls. It never throws: an action with
 * no handler yet is announced as a DOM event and logged, and a failing handler is logged.
 */
export async function runAction(action: Action, context: ActionContext, { announced = false } = {}): Promise<void> {
  // A tap its first step answered was announced then (src/interactive/client/main.ts).
  if (!announced) announceAction(action, context);
  const load = lazyHandlers[action.kind];
  if (!handlers.has(action.kind) && load) {
    try {
      await load();
    } catch (error) {
      console.warn(`[landfall] "${action.kind}" could not load`, error);
      return;
    }
  }
  if (context.signal?.aborted) return;
  const handler = handlers.get(action.kind);
  if (!handler) {
    console.info(`[landfall] "${action.kind}" has no handler yet`);
    return;
  }
  try {
    await handler(action, context);
  } catch (error) {
    console.warn(`[landfall] "${action.kind}" failed`, error);
  }
}
