import { cva } from 'class-variance-authority';
import { createContext, type ReactNode, useContext } from 'react';
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

const OpensPageContext = createContext(false);

/**
 * Wraps the block that opens a page (src/render/page.tsx): its section heading is the page's title,
 * an h1, so a page that starts with pricing or a feature list still has one (a hero, the legal and
 * the not-found blocks write their own h1 and are not affected).
 */
export function OpensPage({ children }: { children: ReactNode }) {
  return <OpensPageContext.Provider value>{children}</OpensPageContext.Provider>;
}

/** The eyebrow line, h2 (h1 in the block that opens the page) and intro paragraph that open most sections (fields: sectionHeadingFields). */
export function SectionHeading({ eyebrow, heading, intro, tone = 'light', align = 'center', size = 'md', id, className, introClassName }: SectionHeadingProps) {
  const Heading = useContext(OpensPageContext) ? 'h1' : 'h2';
  return (
    <header className={cn(wrapper({ align, size }), className) || undefined}>
      {eyebrow && <p className={eyebrowVariants({ tone })}>{eyebrow}</p>}
      <Heading id={id} className={headingVariants({ tone, size })}>
        {heading}
      </Heading>
      {intro && <p className={cn(introVariants({ tone, size }), introClassName)}>{intro}</p>}
    </header>
  );
}
