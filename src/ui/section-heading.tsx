import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';

const wrapper = cva('', {
  variants: {
    align: { center: 'mx-auto text-center', left: '' },
    size: { md: '', lg: '' },
  },
  compoundVariants: [
    { align: 'center', size: 'md', className: 'max-w-2xl' },
    { align: 'center', size: 'lg', className: 'max-w-3xl' },
  ],
});

const eyebrowVariants = cva('text-sm font-semibold uppercase tracking-[0.2em]', {
  variants: { tone: { light: 'text-coral', dark: 'text-amber-300' } },
});

// On dark sections the heading inherits the section's white.
const headingVariants = cva('mt-3 font-display font-bold', {
  variants: {
    tone: { light: 'text-ocean', dark: '' },
    size: { md: 'text-3xl text-balance sm:text-5xl', lg: 'text-4xl sm:text-5xl' },
  },
});

const introVariants = cva('text-lg leading-relaxed', {
  variants: {
    tone: { light: 'text-ink/75', dark: 'text-white/80' },
    size: { md: 'mt-4', lg: 'mt-5' },
  },
});

export interface SectionHeadingProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Text colours: light for sand/white sections, dark for ocean ones. */
  tone?: 'light' | 'dark';
  /** center: a centred column above the content; left: the top of a left-aligned column. */
  align?: 'center' | 'left';
  /** md: compact heading of card and CTA sections; lg: the larger one of the feature sections. */
  size?: 'md' | 'lg';
  /** Id of the h2, for the section's aria-labelledby. */
  id?: string;
  className?: string;
  introClassName?: string;
}

/** The eyebrow line, h2 and intro paragraph that open most sections (fields: sectionHeadingFields). */
export function SectionHeading({ eyebrow, heading, intro, tone = 'light', align = 'center', size = 'md', id, className, introClassName }: SectionHeadingProps) {
  return (
    <header className={cn(wrapper({ align, size }), className) || undefined}>
      {eyebrow && <p className={eyebrowVariants({ tone })}>{eyebrow}</p>}
      <h2 id={id} className={headingVariants({ tone, size })}>
        {heading}
      </h2>
      {intro && <p className={cn(introVariants({ tone, size }), introClassName)}>{intro}</p>}
    </header>
  );
}
