import { firstStepSelector, handsOverAttribute } from '../dialogs/first-step-kinds';

/**
 * A dialog's first step the page carries as HTML (src/interactive/dialogs/first-steps.tsx): a
 * closed native <dialog> named after the action kind that opens it. The page's loader opens it in
 * the frame of the tap, before any script is there (pageLoader, src/render/document.tsx); the entry
 * then minds it: who opened it, a tap on the backdrop, focus back on close, and the hand-over to
 * the React dialog when the visitor goes on to a form step.
 */

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
const handingOver = new WeakSet<HTMLDialogElement>();

/** A first step that is its dialog's whole form: the React dialog takes its place once its code is there. */
export const handsOverWhenReady = (dialog: HTMLDialogElement): boolean => dialog.hasAttribute(handsOverAttribute);

/**
 * A submit of a hand-over first step's form, made before the React dialog took its place: held
 * (the step says `data-submitted`), and sent by the React form with what was typed
 * (src/interactive/dialogs/take-over.ts). False for any other form.
 */
export function holdSubmit(form: HTMLFormElement, submitter?: HTMLElement | null): boolean {
  const dialog = firstStepAround(form);
  // Cancel and the close button close the dialog natively (method "dialog"): nothing to hold.
  const closes = ((submitter ?? form) as HTMLButtonElement).formMethod === 'dialog' || form.method === 'dialog';
  if (!dialog || !handsOverWhenReady(dialog) || closes) return false;
  dialog.dataset.submitted = '';
  return true;
}

export function firstStepFor(kind: string): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(firstStepSelector(kind));
}

/** The first step `element` is in, if any. */
export const firstStepAround = (element: Element): HTMLDialogElement | null => element.closest<HTMLDialogElement>('dialog[data-first-step]');

/** The button that opened the first step, or undefined when it never opened. */
export const openerOf = (dialog: HTMLDialogElement): HTMLElement | undefined => openers.get(dialog);

function watch(dialog: HTMLDialogElement): void {
  if ('watched' in dialog.dataset) return;
  dialog.dataset.watched = '';
  // A press outside the panel lands on the dialog itself (its ::backdrop), as does one on the
  // panel's own padding: only the first is a press on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (handingOver.delete(dialog)) return;
    openers.get(dialog)?.focus();
  });
}

/** Opens the first step for `opener` (the loader may have opened it already) and minds it from now on. */
export function openFirstStep(dialog: HTMLDialogElement, opener: HTMLElement): void {
  openers.set(dialog, opener);
  // Its name comes back: it was put away while the React dialog was on screen (handOver).
  if (dialog.dataset.name) dialog.dataset.dialog = dialog.dataset.name;
  watch(dialog);
  if (dialog.open) return;
  dialog.showModal();
  // Focus goes to its first control, the button at its foot; the visitor starts reading at its top.
  dialog.scrollTop = 0;
}

/**
 * Closes the first step for the React dialog that goes on from it, without sending focus back
 * to its opener, and puts its name away meanwhile: one `[data-dialog]` of each name on screen.
 * A hand-over first step goes for good: the React dialog holds its fields from now on.
 */
export function handOver(dialog: HTMLDialogElement): void {
  if (handsOverWhenReady(dialog)) {
    handingOver.add(dialog);
    dialog.close();
    dialog.remove();
    return;
  }
  const name = dialog.dataset.dialog;
  if (name) {
    dialog.dataset.name = name;
    delete dialog.dataset.dialog;
  }
  if (!dialog.open) return;
  handingOver.add(dialog);
  dialog.close();
}
