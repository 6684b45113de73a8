import { cva } from 'class-variance-authority';

/** Section background per tone; dark sections set white text that headings inherit. */
export const sectionTone = cva('', {
  variants: { tone: { light: 'bg-white', sand: 'bg-sand', dark: 'bg-ocean text-white' } },
});

/** Cards contrast with their section: sand on white, white on sand, glass on ocean. */
export const cardTone = cva('flex h-full flex-col overflow-hidden rounded-3xl transition duration-300 hover:-translate-y-1', {
  variants: {
    tone: {
      light: 'bg-sand ring-1 ring-sand-200 hover:shadow-xl hover:shadow-ocean/10',
      sand: 'bg-white shadow-sm ring-1 ring-ink/5 hover:shadow-xl hover:shadow-ocean/10',
      dark: 'bg-white/[0.06] ring-1 ring-white/15 hover:bg-white/10',
    },
  },
});

export const iconTone = cva('inline-flex size-11 shrink-0 sm:size-12 items-center justify-center rounded-2xl', {
  variants: { tone: { light: 'bg-white text-lagoon shadow-sm', sand: 'bg-ocean/10 text-lagoon', dark: 'bg-sun/15 text-sun' } },
});

export const titleTone = cva('text-lg font-semibold leading-snug', {
  variants: { tone: { light: 'text-ocean', sand: 'text-ocean', dark: 'text-white' } },
});

export const textTone = cva('mt-1.5 leading-relaxed sm:mt-2', {
  variants: { tone: { light: 'text-ink/75', sand: 'text-ink/75', dark: 'text-white/80' } },
});

export const highlightTone = cva('inline-flex rounded-full px-3 py-1 text-sm font-bold', {
  variants: { tone: { light: 'bg-white text-coral ring-1 ring-coral/20', sand: 'bg-coral text-white', dark: 'bg-sun/15 text-amber-300' } },
});
