import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The toast's looks, the one list of them: toast-store.ts (no React, no classes) takes its
 * variant type from here with a type-only import.
 */
export const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl p-4 pr-12 shadow-xl ring-1 transition duration-200 starting:-translate-y-2 starting:opacity-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  {
    variants: {
      variant: {
        default: 'bg-white text-ink ring-ink/10',
        destructive: 'bg-danger text-white ring-danger',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;
