import { fillTemplate } from '../../../lib/fill-template';
import { usePage } from '../../../ui/page-context';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { HallOfFameProps } from './schema';

// The podium's colours (gold, silver, bronze), each with ink text at 4.5:1 or more; then sand.
const medals = ['bg-amber-300 text-ink', 'bg-slate-200 text-ink', 'bg-orange-300 text-ink'];

/** The top investors as a ranked list: place, name and location, and the plots they hold. */
export function HallOfFame({ anchor, eyebrow, heading, intro, rankFormat, plotsLabel, investors, note }: HallOfFameProps) {
  const { locale } = usePage();
  const plural = new Intl.PluralRules(locale);
  const headingId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-sand px-5 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="mt-12 space-y-3 sm:mt-14">
          {investors.map((investor, i) => (
            <li
              key={i}
              data-slot="investor"
              className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 first:shadow-md first:ring-2 first:ring-amber-300 sm:gap-5 sm:p-5"
            >
              <span
                className={`flex size-11 shrink-0 items-center justify-center rounded-full font-display text-lg font-bold tabular-nums sm:size-12 ${medals[i] ?? 'bg-sand text-ocean'}`}
              >
                {fillTemplate(rankFormat, { rank: i + 1 })}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink sm:text-lg">{investor.name}</p>
                <p className="text-sm break-words text-ink/70">{investor.location}</p>
              </div>
              <p className="shrink-0 rounded-full bg-emerald-700 px-3 py-1 text-sm font-bold text-white tabular-nums">
                {fillTemplate(plural.select(investor.plots) === 'one' ? plotsLabel.one : plotsLabel.other, { plots: investor.plots })}
              </p>
            </li>
          ))}
        </ol>
        {note && <p className="mt-6 text-center text-sm text-ink/70">{note}</p>}
      </div>
    </Section>
  );
}
