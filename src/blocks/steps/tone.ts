import { cva } from 'class-variance-authority';

/** Section background per tone; dark sections set white text that headings inherit. */
export const sectionTone = cva('', {
  variants: { tone: { light: 'bg-white', sand: 'bg-sand', dark: 'bg-ocean text-white' } },
});

// The ring matches the section so the connector line seems to stop short of each number.
export const numberTone = cva('relative z-10 inline-flex size-14 shrink-0 items-center justify-center rounded-full font-display text-xl font-bold ring-8', {
  variants: {
    tone: {
      light: 'bg-ocean text-white shadow-lg shadow-ocean/25 ring-white',
      sand: 'bg-ocean text-white shadow-lg shadow-ocean/25 ring-sand',
      dark: 'bg-sun text-ink shadow-lg shadow-black/20 ring-ocean',
    },
  },
});

export const connectorTone = cva('pointer-events-none absolute border-dashed', {
  variants: { tone: { light: 'border-ocean/25', sand: 'border-ocean/25', dark: 'border-white/30' } },
});

export const titleTone = cva('text-lg font-semibold leading-snug sm:text-xl', {
  variants: { tone: { light: 'text-ocean', sand: 'text-ocean', dark: 'text-white' } },
});

export const iconTone = cva('mt-1 size-5 sm:mt-1.5 lg:mt-0', {
  variants: { tone: { light: 'text-lagoon', sand: 'text-lagoon', dark: 'text-sun' } },
});

export const textTone = cva('mt-2 leading-relaxed', {
  variants: { tone: { light: 'text-ink/75', sand: 'text-ink/75', dark: 'text-white/80' } },
});
