import { cva } from 'class-variance-authority';

/**
 * The button styles without the Button component: islands that style a plain <button> import
 * this file, which pulls in no class merging (tailwind-merge stays out of their chunks).
 */
/** The spec's button variants: the one list of them (YAML's `variant:` accepts these names). */
const variantClasses = {
  default: 'bg-ocean text-white hover:bg-ocean-700',
  destructive: 'bg-danger text-white hover:bg-red-800',
  outline: 'border-2 border-current bg-transparent hover:bg-white/10',
  secondary: 'bg-sand-200 text-ink hover:bg-sand',
  ghost: 'bg-transparent hover:bg-black/5',
  link: 'rounded-none bg-transparent text-lagoon underline-offset-4 hover:underline',
  premium: 'bg-gradient-to-r from-amber-300 to-sun text-ink shadow-lg hover:from-amber-200',
  hero: 'bg-white text-ocean shadow-lg hover:bg-sand',
  cta: 'bg-coral text-white shadow-lg hover:bg-orange-800',
};

export type ButtonVariant = keyof typeof variantClasses;
export const buttonVariantNames = Object.keys(variantClasses) as [ButtonVariant, ...ButtonVariant[]];

// The classes of each variant and size.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun',
  {
    variants: {
      variant: variantClasses,
      size: {
        default: 'h-11 px-6 text-base',
        sm: 'h-9 px-4 text-sm',
        lg: 'h-13 px-8 text-lg',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
