import { cva } from 'class-variance-authority';
import { Section } from '../../../../src/ui/section';
import { SectionHeading } from '../../../../src/ui/section-heading';
import { usePage } from '../../../../src/ui/page-context';
import type { ReleaseNotesProps } from './schema';

const tag = cva('inline-block w-24 shrink-0 rounded-md px-2 py-0.5 text-center text-xs font-semibold tracking-wide uppercase', {
  variants: {
    kind: {
      new: 'bg-lagoon text-white',
      improved: 'bg-sand-200 text-ink',
      fixed: 'bg-white text-ink ring-1 ring-ink/25',
    },
  },
});

/**
 * A changelog, newest release first. Static markup (no client script): an ordered list of
 * releases, each an article named by its version heading, its day in a <time> written in the
 * page's language (the site's number locale), its changes tagged with the page's own words.
 */
export function ReleaseNotes({ anchor, eyebrow, heading, intro, kindLabels, releases }: ReleaseNotesProps) {
  const { site, locale } = usePage();
  // Dates are days, not instants: read and written in UTC so no time zone moves them a day.
  const day = new Intl.DateTimeFormat(site.locales[locale]?.numberLocale ?? locale, { dateStyle: 'long', timeZone: 'UTC' });
  const headingId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-white px-5 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="mt-12 space-y-12 border-l-2 border-sand-200 pl-6 sm:pl-10">
          {releases.map((release) => {
            const id = `${anchor}-${release.version.replaceAll('.', '-')}`;
            return (
              <li key={release.version}>
                <article aria-labelledby={id} className="relative">
                  <span aria-hidden="true" className="absolute top-2 -left-[2.05rem] size-3 rounded-full bg-lagoon ring-4 ring-white sm:-left-[3.05rem]" />
                  <h3 id={id} className="font-display text-2xl font-bold text-ocean">
                    <span className="mr-2 font-mono text-lagoon">{release.version}</span>
                    {release.title}
                  </h3>
                  <p className="mt-1 text-sm text-ink/70">
                    <time dateTime={release.date}>{day.format(new Date(`${release.date}T00:00:00Z`))}</time>
                  </p>
                  <ul className="mt-5 space-y-3">
                    {release.changes.map((change, i) => (
                      <li key={i} className="flex flex-col items-start gap-1.5 text-ink/85 sm:flex-row sm:gap-3">
                        <span className={tag({ kind: change.kind })}>{kindLabels[change.kind]}</span>
                        <span>{change.text}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
