/**
 * What a tap on a dialog button shows at once, while the dialog's code is still loading: the
 * dialog's backdrop and an empty panel with a spinner, announced as a busy dialog named after the
 * button. The page carries it hidden (shellMarkup, written by src/render/document.tsx into pages
 * with dialog buttons), so the inline loader can show it in the frame of the tap, before any
 * code has arrived; the entry hides it the moment the real dialog is on screen.
 */
export const shellSelector = '[data-slot="dialog-shell"]';

/** The action kinds that open one of the page's dialogs (src/interactive/dialogs/dialog-host.tsx). */
export const dialogKinds = ['info', 'apply', 'partner'] as const;

export const shellMarkup =
  '<div data-slot="dialog-shell" hidden role="dialog" aria-modal="true" aria-busy="true" tabindex="-1" class="fixed inset-0 z-50 grid place-items-center bg-ink/60 p-4 outline-none">' +
  '<div class="grid h-64 w-full max-w-lg place-items-center rounded-3xl bg-white shadow-2xl">' +
  '<span aria-hidden="true" class="size-10 rounded-full border-4 border-lagoon/25 border-t-lagoon motion-safe:animate-spin"></span></div></div>';

/**
 * Shows the page's shell for this trigger (if the inline loader has not already); returns how to
 * hide it. Escape or a tap on the backdrop cancels, as on the real dialog: the shell goes, focus
 * returns to the trigger, and `onCancel` stops the dialog from opening when its code arrives.
 */
export function showDialogShell(trigger: HTMLElement, onCancel: () => void): () => void {
  const shell = document.querySelector<HTMLElement>(shellSelector);
  if (!shell) return () => undefined;
  shell.setAttribute('aria-label', trigger.textContent?.trim() ?? '');
  if (shell.hidden) {
    shell.hidden = false;
    shell.focus();
  }
  const hide = () => {
    shell.hidden = true;
    document.removeEventListener('keydown', onKey, true);
    shell.removeEventListener('click', onClick);
  };
  const cancel = () => {
    hide();
    onCancel();
    trigger.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  const onClick = (event: MouseEvent) => {
    if (event.target === shell) cancel();
  };
  document.addEventListener('keydown', onKey, true);
  shell.addEventListener('click', onClick);
  return hide;
}

/**
 * Resolves once a real dialog of the page (src/interactive/dialogs) is in the document, or after
 * `ms`. A first step the page carries (a closed native <dialog>) is always there, so it does not count.
 */
export function dialogShown(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const found = () => document.querySelector('[data-dialog]:not(dialog)');
    if (found()) return resolve();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, ms);
  });
}
