import { cva } from 'class-variance-authority';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { StatsProps } from './schema';

const section = cva('px-5 sm:px-8', {
  variants: { tone: { light: 'bg-white', sand: 'bg-sand', dark: 'bg-ocean text-white' } },
});

const figure = cva('flex flex-col-reverse items-center rounded-3xl px-4 py-7 text-center sm:py-9', {
  variants: {
    tone: {
      light: 'bg-sand ring-1 ring-sand-200',
      sand: 'bg-white shadow-sm ring-1 ring-ink/5',
      dark: 'bg-white/[0.06] ring-1 ring-white/15',
    },
  },
});

const value = cva('font-display text-4xl font-bold tabular-nums sm:text-5xl', {
  variants: { tone: { light: 'text-ocean', sand: 'text-ocean', dark: 'text-sun' } },
});

const label = cva('mt-2 text-sm font-semibold tracking-wide uppercase sm:text-base', {
  variants: { tone: { light: 'text-ink/75', sand: 'text-ink/75', dark: 'text-white/85' } },
});

// Two per row on phones, all in one row from tablets up (at most six).
const columns: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-3 lg:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
};

/**
 * Big figures with their labels. A description list: each label (dt) names its figure (dd); the
 * figure is drawn above its label (flex-col-reverse) so the reading order stays label → value.
 */
export function Stats({ anchor, eyebrow, heading, intro, tone, items, note }: StatsProps) {
  const headingId = `${anchor ?? 'stats'}-title`;
  const dark = tone === 'dark';
  return (
    <Section anchor={anchor} labelledBy={headingId} className={section({ tone })}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={headingId} tone={dark ? 'dark' : 'light'} eyebrow={eyebrow} heading={heading} intro={intro} />
        <dl className={`mt-12 grid grid-cols-2 gap-4 sm:gap-6 ${columns[items.length] ?? ''}`}>
          {items.map((item, i) => (
            <div key={i} className={figure({ tone })}>
              <dt className={label({ tone })}>{item.label}</dt>
              <dd className={value({ tone })}>{item.value}</dd>
            </div>
          ))}
        </dl>
        {note && <p className={`mt-8 text-center text-sm ${dark ? 'text-white/75' : 'text-ink/70'}`}>{note}</p>}
      </div>
    </Section>
  );
}
