import type * as React from 'react';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as ToastPrimitive from '@radix-ui/react-toast';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { toastStore, type ToasterLabels, type ToastOptions } from './toast-store';
import { toastVariants } from './toast-variants';

export type { ToastOptions, ToasterLabels } from './toast-store';
export { toastVariants, type ToastVariant } from './toast-variants';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // At the top: at the bottom it would cover a dialog's submit button. Narrow enough that at
        // 1280 px it clears the close button of a centred dialog.
        'fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-3 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Toast({ className, variant, ...props }: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-slot="toast" data-variant={variant ?? 'default'} className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: React.ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        'absolute top-2.5 right-2.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-full opacity-80 transition hover:bg-black/10 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </ToastPrimitive.Close>
  );
}

/** Renders the toasts of the store; mount one per page (toast() mounts it when nobody has). */
export function Toaster() {
  const { items, labels } = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <ToastProvider label={labels.region} swipeDirection="right">
      {items.map(({ id, title, description, variant, duration }) => (
        <Toast key={id} variant={variant} duration={duration ?? 6000} onOpenChange={(open) => !open && toastStore.dismiss(id)}>
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={labels.close} />
        </Toast>
      ))}
      <ToastViewport label={`${labels.region} ({hotkey})`} />
    </ToastProvider>
  );
}

let ownRoot: { root: Root; container: HTMLElement } | undefined;

/** Mounts a Toaster in its own root (once) and sets its labels in the page's language. */
export function mountToaster(labels?: ToasterLabels): void {
  if (labels) toastStore.setLabels(labels);
  if (ownRoot || toastStore.hasViewer()) return;
  const container = document.createElement('div');
  container.dataset.slot = 'toaster';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Toaster />);
  ownRoot = { root, container };
}

/**
 * Takes down the Toaster mountToaster made, with its open toasts and their timers. Whatever owns
 * the page's lifetime calls it (tests do, before their document goes away); the next toast mounts
 * a new one.
 */
export function unmountToaster(): void {
  if (!ownRoot) return;
  ownRoot.root.unmount();
  ownRoot.container.remove();
  ownRoot = undefined;
}

/** Shows a toast from anywhere (React or not); returns its id for dismissToast. */
export function toast(options: ToastOptions): number {
  const id = toastStore.add(options);
  mountToaster();
  return id;
}

export function dismissToast(id: number): void {
  toastStore.dismiss(id);
}
