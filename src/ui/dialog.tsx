import type * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../lib/cn';
import {
  CloseIcon,
  dialogCloseClass,
  dialogDescriptionClass,
  dialogEntranceClass,
  dialogHeaderClass,
  dialogOverlayClass,
  dialogPanelClass,
  dialogTitleClass,
} from './dialog-look';

/**
 * Modal dialog on Radix (focus trap, Escape, scroll lock, focus return, aria wiring), styled
 * like shadcn/ui. Content scrolls inside the viewport on small screens.
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 transition-opacity duration-200 starting:opacity-0', dialogOverlayClass, className)}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  closeLabel,
  instant = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button; no button when absent. */
  closeLabel?: string;
  /** Shown at once, without fading in: it takes over from a dialog already on screen (the page's native first step). */
  instant?: boolean;
}) {
  return (
    <DialogPortal>
      <DialogOverlay className={instant ? 'transition-none starting:opacity-100' : undefined} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn('fixed top-1/2 left-1/2 z-50 grid -translate-x-1/2 -translate-y-1/2', dialogPanelClass, !instant && dialogEntranceClass, className)}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close data-slot="dialog-close" aria-label={closeLabel} className={dialogCloseClass}>
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn(dialogHeaderClass, className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(dialogTitleClass, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn(dialogDescriptionClass, className)} {...props} />;
}
