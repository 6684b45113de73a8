/**
 * The dialog's look, in one place for both ways a dialog is drawn: the React dialog (./dialog.tsx,
 * on Radix) and a first step the page carries as a native <dialog> (src/interactive/dialogs/
 * first-steps.tsx). This file is part of the page's stylesheet (src/styles.css excludes
 * ./dialog.tsx), so a first step is styled before any dialog code or stylesheet has arrived.
 */

/** The panel, without its display: the React dialog adds `grid`, a native one `open:grid` (a closed <dialog> stays hidden). */
export const dialogPanelClass =
  'max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg gap-5 overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 text-ink shadow-2xl outline-none sm:p-8';

/** How the panel comes in: from a little smaller and transparent. */
export const dialogEntranceClass = 'transition duration-200 starting:scale-95 starting:opacity-0';

export const dialogOverlayClass = 'bg-ink/60 backdrop-blur-[2px]';

export const dialogCloseClass =
  'absolute top-3 right-3 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink/75 shadow-sm ring-1 ring-ink/5 transition hover:bg-white hover:text-ink';

export const dialogHeaderClass = 'grid gap-2 pr-8 text-left';
export const dialogTitleClass = 'font-display text-2xl leading-tight font-bold text-ocean sm:text-3xl';
export const dialogDescriptionClass = 'leading-relaxed text-ink/75';

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
