import type { ToastVariant } from './toast-variants';

/**
 * The list of toasts on screen, outside React, so any code (an action handler, a form) can show
 * one. Toaster (toast.tsx) renders it.
 */

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; Radix pauses the timer while hovered or focused. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToasterLabels {
  /** Accessible name of each toast's close button. */
  close: string;
  /** Name of the notifications region (Radix appends the F8 hotkey hint). */
  region: string;
}

interface ToastState {
  items: ToastItem[];
  labels: ToasterLabels;
}

/** More would cover the page on a phone; the oldest goes first. */
const MAX_VISIBLE = 3;

let state: ToastState = { items: [], labels: { close: 'Close', region: 'Notifications' } };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: Partial<ToastState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const toastStore = {
  get: (): ToastState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasViewer: (): boolean => listeners.size > 0,
  add(options: ToastOptions): number {
    const id = nextId++;
    set({ items: [...state.items, { ...options, id }].slice(-MAX_VISIBLE) });
    return id;
  },
  dismiss(id: number): void {
    set({ items: state.items.filter((item) => item.id !== id) });
  },
  setLabels(labels: ToasterLabels): void {
    set({ labels });
  },
};
