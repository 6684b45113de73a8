import { useSyncExternalStore } from 'react';

/** The plot of a plot board a button stands for: the founder dialog names it and its lead stores it. */
export interface PlotChoice {
  number: number;
  /** How the dialog names it, in the page's words, like "Plot 48 · $52,000". */
  label: string;
}

export type FounderStep = 'intro' | 'form' | 'success' | 'calendar';
export type PartnershipStep = 'form' | 'confirmation';

export interface DialogState {
  open: 'founder' | 'partnership' | null;
  founderStep: FounderStep;
  partnershipStep: PartnershipStep;
  /** What opened the dialog; focus goes back to it on close. */
  trigger?: HTMLElement;
  /** The plot a plot board's button picked; the founder form shows it and sends it with the lead. */
  plot?: PlotChoice;
  /** Opened in place of the page's own first step, already on screen: no fade in. */
  instant?: boolean;
  /** The page's own copy of the partnership form this dialog takes the place of (first-steps.tsx). */
  takingOver?: TakeOver;
}

/** A first step that is a whole form, which the React dialog replaces: what was typed there comes along. */
export interface TakeOver {
  /** The page's native <dialog> with the form. */
  from: HTMLDialogElement;
  /** Closes and removes it, once the React dialog holds what was typed. */
  done: () => void;
}

/**
 * Which dialog is open and at which step (spec §4), outside React so action handlers can open
 * one. Form values live in the dialogs themselves, so closing never loses what was typed.
 */
let state: DialogState = { open: null, founderStep: 'form', partnershipStep: 'form' };
const listeners = new Set<() => void>();

function set(next: Partial<DialogState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => state;

export function useDialogState(): DialogState {
  return useSyncExternalStore(subscribe, get, get);
}

/** Any other button clears the plot an earlier one picked: the lead names a plot only when one was chosen. */
export function openFounder(step: 'intro' | 'form', trigger?: HTMLElement, plot?: PlotChoice, { instant = false } = {}): void {
  set({ open: 'founder', founderStep: step, trigger, plot, instant });
}

export function openPartnership(trigger?: HTMLElement, takingOver?: TakeOver): void {
  set({ open: 'partnership', partnershipStep: 'form', trigger, instant: !!takingOver, takingOver });
}

/** The React dialog holds what the page's copy held: nothing is left to take over. */
export function tookOver(): void {
  set({ takingOver: undefined });
}

export function setFounderStep(founderStep: FounderStep): void {
  set({ founderStep });
}

export function setPartnershipStep(partnershipStep: PartnershipStep): void {
  set({ partnershipStep });
}

/** Closing resets both dialogs to their form step (spec §4). */
export function closeDialog(): void {
  set({ open: null, founderStep: 'form', partnershipStep: 'form' });
}
