import { cn } from '../../lib/cn';
import { ButtonRow } from '../../ui/action-button';
import type { InfoCtaProps } from './schema';

const styles = {
  light: {
    section: 'bg-sand text-ink',
    card: 'bg-white shadow-xl shadow-ocean/5 ring-1 ring-sand-200',
    heading: 'text-ocean',
    eyebrow: 'text-lagoon',
    text: 'text-ink/80',
  },
  dark: {
    section: 'bg-ocean text-white',
    card: 'bg-linear-to-br from-ocean-700 to-lagoon/60 ring-1 ring-white/10',
    heading: 'text-white',
    eyebrow: 'text-sun',
    text: 'text-white/85',
  },
  accent: {
    section: 'bg-sand text-ink',
    card: 'bg-linear-to-br from-amber-200 via-sun to-amber-400 shadow-xl shadow-sun/20',
    heading: 'text-ink',
    eyebrow: 'text-ink/80',
    text: 'text-ink/85',
  },
} as const;

/** A short "want to know more?" band with buttons, repeated between the page's sections. */
export function InfoCta({ anchor, variant, eyebrow, heading, text, buttons }: InfoCtaProps) {
  const style = styles[variant];
  return (
    // Laid out only near the screen, like the page's other sections (src/ui/section.tsx); guessed at its own height.
    <section id={anchor} className={cn('px-5 py-16 [contain-intrinsic-size:auto_480px] [content-visibility:auto] sm:py-20', style.section)}>
      <div className={cn('relative mx-auto max-w-4xl overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12 sm:py-14', style.card)}>
        {eyebrow && <p className={cn('text-sm font-semibold uppercase tracking-[0.2em]', style.eyebrow)}>{eyebrow}</p>}
        <h2 className={cn('mt-2 font-display text-3xl font-bold text-balance sm:text-4xl', style.heading)}>{heading}</h2>
        {text && <p className={cn('mx-auto mt-4 max-w-2xl text-lg text-pretty', style.text)}>{text}</p>}
        <ButtonRow buttons={buttons} className="mt-8" />
      </div>
    </section>
  );
}
